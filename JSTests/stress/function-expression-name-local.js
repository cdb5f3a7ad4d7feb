function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The name of a function expression is visible only inside the function.
var f = function localName() { return typeof localName; };
shouldBe(f(), "function");
shouldBe(typeof localName, "undefined");

// A parameter or var of the same name shadows the function-name binding.
var g = function shadow(shadow) { return shadow; };
shouldBe(g(7), 7);
var h = function shadow2() { var shadow2 = 3; return shadow2; };
shouldBe(h(), 3);

// Named function expressions used as arguments.
function apply(fn) { return fn(4); }
shouldBe(apply(function sq(n) { return n === 0 ? 0 : n + sq(n - 1); }), 10);
shouldBe(typeof sq, "undefined");
