function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Object patterns on primitives read properties through the wrapper prototypes.
var { toFixed, constructor } = 1.5;
shouldBe(typeof toFixed, "function");
shouldBe(constructor, Number);

var { length, charAt } = "text";
shouldBe(length, 4);
shouldBe(typeof charAt, "function");

var { description } = Symbol("desc");
shouldBe(description, "desc");


// Getters on prototypes receive the primitive as this (strict getter).
Object.defineProperty(Number.prototype, "selfType", {
    get() { "use strict"; return typeof this; },
    configurable: true,
});
var { selfType } = 5;
shouldBe(selfType, "number");
delete Number.prototype.selfType;
