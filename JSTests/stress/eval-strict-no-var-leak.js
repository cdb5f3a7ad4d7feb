function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Strict direct eval gets its own variable environment: vars do not leak.
function f() {
    eval("'use strict'; var strictVar = 1;");
    return typeof strictVar;
}
shouldBe(f(), "undefined");

// Eval called from strict code is strict.
function g() {
    "use strict";
    eval("var fromStrictCaller = 1;");
    return typeof fromStrictCaller;
}
shouldBe(g(), "undefined");

// Strict eval can still read and assign existing outer variables.
function h() {
    "use strict";
    var outer = 1;
    eval("outer = 2");
    return outer;
}
shouldBe(h(), 2);

// Strict eval code runs with strict semantics.
shouldThrow(() => eval("'use strict'; undeclaredInStrictEval = 1"), ReferenceError);
shouldThrow(() => eval("'use strict'; with ({}) {}"), SyntaxError);
shouldBe(eval("'use strict'; (function () { return this; })()"), undefined);

// Functions declared in strict eval do not leak either.
function k() {
    eval("'use strict'; function strictFn() {}");
    return typeof strictFn;
}
shouldBe(k(), "undefined");
