function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Duplicate parameter names are allowed in sloppy simple parameter lists; the last one wins.
function f(a, a) { return a; }
shouldBe(f(1, 2), 2);
shouldBe(f(1), undefined);

// Duplicates are syntax errors in strict functions, arrows, methods and non-simple lists.
shouldThrow(() => eval("(function (a, a) { 'use strict'; })"), SyntaxError);
shouldThrow(() => eval("((a, a) => 0)"), SyntaxError);
shouldThrow(() => eval("({ m(a, a) {} })"), SyntaxError);
shouldThrow(() => eval("(function (a, a = 1) {})"), SyntaxError);
shouldThrow(() => eval("(function (a, ...a) {})"), SyntaxError);
shouldThrow(() => eval("(function ({ a }, a) {})"), SyntaxError);
shouldThrow(() => eval("(class { m(a, a) {} })"), SyntaxError);
