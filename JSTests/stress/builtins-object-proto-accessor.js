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

var descriptor = Object.getOwnPropertyDescriptor(Object.prototype, "__proto__");
shouldBe(typeof descriptor.get, "function");
shouldBe(typeof descriptor.set, "function");
shouldBe(descriptor.enumerable, false);
shouldBe(descriptor.configurable, true);
shouldBe(descriptor.get.name, "get __proto__");
shouldBe(descriptor.set.name, "set __proto__");

// The getter converts its receiver to an object.
shouldBe(descriptor.get.call(1), Object.getPrototypeOf(Object(1)));
shouldBe(descriptor.get.call("s"), Object.getPrototypeOf(Object("s")));
shouldBe(descriptor.get.call(Symbol()), Symbol.prototype);
shouldBe(descriptor.get.call(Object.create(null)), null);
shouldThrow(function () { descriptor.get.call(undefined); }, TypeError);
shouldThrow(function () { descriptor.get.call(null); }, TypeError);

// The setter ignores values that are not objects or null, and primitive receivers.
var object = {};
object.__proto__ = 5;
shouldBe(Object.getPrototypeOf(object), Object.prototype);
var proto = { marker: 1 };
object.__proto__ = proto;
shouldBe(object.marker, 1);
object.__proto__ = null;
shouldBe(Object.getPrototypeOf(object), null);
shouldBe(object.__proto__, undefined);
shouldBe(descriptor.set.call(1, {}), undefined);
shouldThrow(function () { descriptor.set.call(undefined, {}); }, TypeError);
shouldThrow(function () { descriptor.set.call(null, 1); }, TypeError);
// A failed [[SetPrototypeOf]] throws.
var fixed = Object.preventExtensions({});
shouldThrow(function () { fixed.__proto__ = {}; }, TypeError);
var parent = {};
var child = Object.create(parent);
shouldThrow(function () { parent.__proto__ = child; }, TypeError);
