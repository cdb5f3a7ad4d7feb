function show(value) {
    return typeof value === "symbol" ? value.toString() : "" + value;
}
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + show(expected) + " but got " + show(actual));
}
function shouldThrow(fn, ErrorType, message) {
    var threw = false;
    try { fn(); } catch (e) {
        threw = true;
        if (!(e instanceof ErrorType)) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " but got " + e);
    }
    if (!threw) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " to be thrown");
}

// Object ( value ): a call converts, `new` from a subclass uses the new target.
var plain = Object();
shouldBe(Object.getPrototypeOf(plain), Object.prototype);
shouldBe(Object.getPrototypeOf(Object(null)), Object.prototype);
shouldBe(Object.getPrototypeOf(new Object(undefined)), Object.prototype);
var object = {};
shouldBe(Object(object), object);
shouldBe(new Object(object), object);
shouldBe(typeof Object(1), "object");
shouldBe(Object("s") instanceof String, true);
shouldBe(Object(Symbol.iterator).valueOf(), Symbol.iterator);

class Derived extends Object {
    constructor(value) { super(value); }
}
var derived = new Derived(5);
shouldBe(Object.getPrototypeOf(derived), Derived.prototype);
shouldBe(typeof derived, "object");
// With a new target other than Object itself, the value is ignored.
shouldBe(derived instanceof Number, false);

function F() {}
F.prototype = { marker: true };
var viaReflect = Reflect.construct(Object, [1], F);
shouldBe(viaReflect.marker, true);
// A new target whose prototype is not an object falls back to %Object.prototype%.
F.prototype = 3;
shouldBe(Object.getPrototypeOf(Reflect.construct(Object, [], F)), Object.prototype);

shouldBe(Object.length, 1);
shouldBe(Object.prototype.constructor, Object);
