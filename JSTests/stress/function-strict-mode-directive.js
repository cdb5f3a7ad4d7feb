function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A "use strict" directive makes a function strict; it must be in the directive prologue.
function strict() { "use strict"; return this; }
shouldBe(strict(), undefined);

function notDirective() { var x; "use strict"; return this; }
shouldBe(notDirective(), globalThis);

function afterOther() { "other directive"; "use strict"; return this; }
shouldBe(afterOther(), undefined);

// Nested functions inherit strictness.
function outer() { "use strict"; return function () { return this; }(); }
shouldBe(outer(), undefined);

// "use strict" with non-simple parameters is a syntax error.
shouldThrow(() => eval("(function (a = 1) { 'use strict'; })"), SyntaxError);
shouldThrow(() => eval("(function ({ a }) { 'use strict'; })"), SyntaxError);
shouldThrow(() => eval("(function (...a) { 'use strict'; })"), SyntaxError);
shouldThrow(() => eval("((a = 1) => { 'use strict'; })"), SyntaxError);

// Strict-only syntax errors.
shouldThrow(() => eval("'use strict'; var eval = 1;"), SyntaxError);
shouldThrow(() => eval("'use strict'; with ({}) {}"), SyntaxError);
shouldThrow(() => eval("'use strict'; 010"), SyntaxError);
shouldThrow(() => eval("'use strict'; var yield;"), SyntaxError);
shouldThrow(() => eval("function f() { 'use strict'; var let = 1; }"), SyntaxError);

// Escaped "use strict" is not a directive.
function escaped() { "use\x20strict"; return this; }
shouldBe(escaped(), globalThis);
