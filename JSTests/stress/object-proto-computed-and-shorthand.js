function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A computed ["__proto__"] key creates an own property instead of setting the prototype.
var proto = { p: 1 };
var computed = { ["__proto__"]: proto };
shouldBe(Object.getPrototypeOf(computed), Object.prototype);
shouldBe(computed.hasOwnProperty("__proto__"), true);
shouldBe(Object.keys(computed).join(), "__proto__");

// Shorthand { __proto__ } also creates an own property.
var __proto__ = proto;
var shorthand = { __proto__ };
shouldBe(Object.getPrototypeOf(shorthand), Object.prototype);
shouldBe(shorthand.hasOwnProperty("__proto__"), true);

// A method named __proto__ is an own property too.
var method = { __proto__() { return "method"; } };
shouldBe(Object.getPrototypeOf(method), Object.prototype);
shouldBe(method.hasOwnProperty("__proto__"), true);

// Spread copies an own __proto__ property as a plain property.
var spread = { ...computed };
shouldBe(spread.hasOwnProperty("__proto__"), true);
shouldBe(Object.getPrototypeOf(spread), Object.prototype);
