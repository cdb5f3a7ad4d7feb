function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A named function expression's own name is an immutable binding: assigning it is silently
// ignored in sloppy code and a TypeError in strict code.
var sloppy = function self() { self = 1; return typeof self; };
shouldBe(sloppy(), "function");

var sloppyCompound = function self() { self += 1; self++; return typeof self; };
shouldBe(sloppyCompound(), "function");

var strict = function self() { "use strict"; self = 1; };
shouldThrow(strict, TypeError);

// A parameter or var of the same name shadows it and is mutable.
var shadowed = function self(self) { self = 2; return self; };
shouldBe(shadowed(1), 2);
var shadowedVar = function self() { var self = 3; self = 4; return self; };
shouldBe(shadowedVar(), 4);

// Captured by an inner closure, it stays immutable.
var captured = function self() { return function () { self = 0; return typeof self; }; };
shouldBe(captured()(), "function");
