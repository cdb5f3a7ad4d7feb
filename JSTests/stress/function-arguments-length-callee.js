function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// arguments.length and arguments.callee.
function f() { return arguments.length; }
shouldBe(f(), 0);
shouldBe(f(undefined), 1);
shouldBe(f(1, 2, 3), 3);

function g() { return arguments.callee; }
shouldBe(g(), g);

// Recursion through callee in an anonymous function.
var fact = function (n) { return n <= 1 ? 1 : n * arguments.callee(n - 1); };
shouldBe(fact(5), 120);

// Strict mode: callee throws TypeError on access.
function strict() { "use strict"; return arguments.callee; }
shouldThrow(strict, TypeError);

// length is writable on the arguments object.
function w() { arguments.length = 10; return arguments.length; }
shouldBe(w(1), 10);

// A local variable or parameter named arguments shadows the object.
function shadow(arguments) { return arguments; }
shouldBe(shadow(5), 5);
function shadowVar() { var arguments = 3; return arguments; }
shouldBe(shadowVar(1, 2), 3);
