function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Class expressions, named and anonymous.
var A = class {};
shouldBe(A.name, "A");
var B = class Named { who() { return Named; } };
shouldBe(B.name, "Named");
shouldBe(new B().who(), B);
shouldBe(typeof Named, "undefined");

// Class expression used immediately.
var value = new (class { constructor() { this.v = 7; } })().v;
shouldBe(value, 7);

// A class returned from a factory: each evaluation creates a distinct class.
function make() { return class { }; }
var C1 = make(), C2 = make();
shouldBe(C1 === C2, false);
shouldBe(new C1() instanceof C2, false);

// Anonymous class expression in an argument position has an empty name.
function nameOf(c) { return c.name; }
shouldBe(nameOf(class {}), "");
