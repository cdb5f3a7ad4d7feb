function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Ordinary functions get a fresh prototype object whose constructor points back.
function F() {}
shouldBe(typeof F.prototype, "object");
shouldBe(F.prototype.constructor, F);
shouldBe(Object.getPrototypeOf(F.prototype), Object.prototype);

var d = Object.getOwnPropertyDescriptor(F, "prototype");
shouldBe(d.writable, true);
shouldBe(d.enumerable, false);
shouldBe(d.configurable, false);

var c = Object.getOwnPropertyDescriptor(F.prototype, "constructor");
shouldBe(c.enumerable, false);
shouldBe(c.writable, true);

// Each function gets its own prototype.
function G() {}
shouldBe(F.prototype !== G.prototype, true);

// Generators have a prototype without constructor; class prototype is non-writable.
function* gen() {}
shouldBe(typeof gen.prototype, "object");
shouldBe(gen.prototype.hasOwnProperty("constructor"), false);
class K {}
shouldBe(Object.getOwnPropertyDescriptor(K, "prototype").writable, false);

// Every function inherits from Function.prototype.
shouldBe(Object.getPrototypeOf(F), Function.prototype);
shouldBe(Object.getPrototypeOf(() => {}), Function.prototype);
shouldBe(Object.getPrototypeOf(Function.prototype), Object.prototype);
