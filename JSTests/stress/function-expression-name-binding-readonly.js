function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// The name of a named function expression is an immutable binding in its own scope.
var sloppy = function fact(n) {
    fact = null; // silently ignored in sloppy mode
    return n <= 1 ? 1 : n * fact(n - 1);
};
shouldBe(sloppy(5), 120);

var strict = function self() {
    "use strict";
    self = 1;
};
shouldThrow(strict, TypeError);

// The binding always refers to the function itself even if the outer variable changes.
var outerRef = function me() { return me; };
var saved = outerRef;
outerRef = null;
shouldBe(saved(), saved);

// typeof still reports a function after the ignored assignment.
var check = function named() {
    named = 5;
    return typeof named;
};
shouldBe(check(), "function");
