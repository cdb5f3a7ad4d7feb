function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Object.prototype methods: hasOwnProperty, valueOf, isPrototypeOf, propertyIsEnumerable, toString.
var proto = { inherited: 1 };
var obj = Object.create(proto);
obj.own = 2;
shouldBe(obj.hasOwnProperty("own"), true);
shouldBe(obj.hasOwnProperty("inherited"), false);
shouldBe(obj.hasOwnProperty("toString"), false);
shouldBe(Object.prototype.hasOwnProperty.call([1], 0), true);
shouldBe(Object.prototype.hasOwnProperty.call("str", "length"), true);
shouldThrow(() => Object.prototype.hasOwnProperty.call(null, "x"), TypeError);

// valueOf returns the object itself (or a wrapper for primitives).
shouldBe(obj.valueOf(), obj);
var wrapped = Object.prototype.valueOf.call(5);
shouldBe(typeof wrapped, "object");
shouldBe(wrapped instanceof Number, true);
shouldThrow(() => Object.prototype.valueOf.call(undefined), TypeError);

// isPrototypeOf walks the chain; primitives give false.
shouldBe(proto.isPrototypeOf(obj), true);
shouldBe(Object.prototype.isPrototypeOf(obj), true);
shouldBe(obj.isPrototypeOf(proto), false);
shouldBe(Object.prototype.isPrototypeOf(1), false);

// A shadowing own hasOwnProperty property.
var tricky = { hasOwnProperty() { return "shadowed"; }, x: 1 };
shouldBe(tricky.hasOwnProperty("x"), "shadowed");
shouldBe(Object.prototype.hasOwnProperty.call(tricky, "x"), true);

// The key is converted to a property key.
shouldBe({ 1: 1 }.hasOwnProperty(1), true);
shouldBe({ null: 1 }.hasOwnProperty(null), true);
