function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Object.setPrototypeOf and Object.getPrototypeOf.
var a = {}, b = {};
shouldBe(Object.setPrototypeOf(a, b), a);
shouldBe(Object.getPrototypeOf(a), b);
shouldBe(b.isPrototypeOf(a), true);
shouldBe(Object.prototype.isPrototypeOf(a), true);

// Creating a cycle throws TypeError.
shouldThrow(() => Object.setPrototypeOf(b, a), TypeError);
shouldThrow(() => Object.setPrototypeOf(a, a), TypeError);
var c = Object.create(a);
shouldThrow(() => Object.setPrototypeOf(b, c), TypeError);

// Invalid prototypes.
shouldThrow(() => Object.setPrototypeOf({}, 5), TypeError);
shouldThrow(() => Object.setPrototypeOf(null, {}), TypeError);
shouldBe(Object.setPrototypeOf(5, {}), 5);

// getPrototypeOf on primitives uses the wrapper prototypes.
shouldBe(Object.getPrototypeOf(1), Number.prototype);
shouldBe(Object.getPrototypeOf("s"), String.prototype);
shouldBe(Object.getPrototypeOf(true), Boolean.prototype);
shouldBe(Object.getPrototypeOf(Symbol()), Symbol.prototype);
shouldThrow(() => Object.getPrototypeOf(null), TypeError);

// Changing the prototype changes method lookup immediately.
var proto1 = { who() { return 1; } };
var proto2 = { who() { return 2; } };
var obj = Object.create(proto1);
shouldBe(obj.who(), 1);
Object.setPrototypeOf(obj, proto2);
shouldBe(obj.who(), 2);

// Changing the prototype in a loop.
var chain = {};
for (var i = 0; i < 100; i++) chain = Object.create(chain);
var depth = 0;
for (var p = chain; p !== null; p = Object.getPrototypeOf(p)) depth++;
// 101 objects plus Object.prototype.
shouldBe(depth, 102);
