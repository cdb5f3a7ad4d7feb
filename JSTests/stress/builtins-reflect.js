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

shouldBe(Object.prototype.toString.call(Reflect), "[object Reflect]");
shouldBe(Object.getPrototypeOf(Reflect), Object.prototype);
shouldBe(typeof Reflect, "object");
shouldThrow(function () { Reflect(); }, TypeError);
shouldThrow(function () { new Reflect(); }, TypeError);

// Every function requires an object target.
var names = ["defineProperty", "deleteProperty", "get", "getOwnPropertyDescriptor", "getPrototypeOf",
    "has", "isExtensible", "ownKeys", "preventExtensions", "set", "setPrototypeOf"];
for (var i = 0; i < names.length; i++) {
    var method = Reflect[names[i]];
    shouldThrow(function () { method(1, "x", {}); }, TypeError, names[i]);
}

// Failures are results, not exceptions.
var frozen = Object.freeze({ x: 1 });
shouldBe(Reflect.defineProperty(frozen, "y", { value: 1 }), false);
shouldBe(Reflect.defineProperty({}, "y", { value: 1 }), true);
shouldBe(Reflect.deleteProperty(frozen, "x"), false);
shouldBe(Reflect.deleteProperty({ x: 1 }, "x"), true);
shouldBe(Reflect.set(frozen, "x", 2), false);
shouldBe(Reflect.setPrototypeOf(frozen, {}), false);
shouldBe(Reflect.preventExtensions(frozen), true);
shouldBe(Reflect.isExtensible(frozen), false);
shouldBe(Reflect.isExtensible({}), true);

// get and set with a receiver.
var source = { get x() { "use strict"; return this; }, set x(v) { "use strict"; this.written = v; } };
var receiver = {};
shouldBe(Reflect.get(source, "x", receiver), receiver);
shouldBe(Reflect.get(source, "x", 1), 1);
shouldBe(Reflect.get(source, "x"), source);
shouldBe(Reflect.set(source, "x", 5, receiver), true);
shouldBe(receiver.written, 5);
var data = { y: 1 };
shouldBe(Reflect.set(data, "y", 2, receiver), true);
shouldBe(receiver.y, 2);
shouldBe(data.y, 1);
shouldBe(Reflect.set(data, "y", 3, 1), false);

// has, ownKeys, getOwnPropertyDescriptor, getPrototypeOf.
shouldBe(Reflect.has(Object.create({ inherited: 1 }), "inherited"), true);
var symbol = Symbol();
var keys = Reflect.ownKeys({ b: 1, [symbol]: 2, 1: 3 });
shouldBe(keys.length, 3);
shouldBe(keys[0], "1");
shouldBe(keys[1], "b");
shouldBe(keys[2], symbol);
shouldBe(Reflect.ownKeys([]).length, 1);
shouldBe(Reflect.getOwnPropertyDescriptor({ a: 1 }, "a").value, 1);
shouldBe(Reflect.getOwnPropertyDescriptor({}, "a"), undefined);
shouldBe(Reflect.getPrototypeOf(Object.create(null)), null);
shouldThrow(function () { Reflect.setPrototypeOf({}, 1); }, TypeError);
shouldThrow(function () { Reflect.setPrototypeOf({}); }, TypeError);

// apply and construct.
function sum(a, b) { return this.base + a + b; }
shouldBe(Reflect.apply(sum, { base: 1 }, [2, 3]), 6);
shouldBe(Reflect.apply(sum, { base: 1 }, { length: 2, 0: 2, 1: 3 }), 6);
shouldThrow(function () { Reflect.apply(sum, null); }, TypeError);
shouldThrow(function () { Reflect.apply({}, null, []); }, TypeError);
function Base() { this.newTarget = new.target; }
function Other() {}
var constructed = Reflect.construct(Base, [], Other);
shouldBe(constructed.newTarget, Other);
shouldBe(Object.getPrototypeOf(constructed), Other.prototype);
shouldBe(Reflect.construct(Base, []).newTarget, Base);
shouldThrow(function () { Reflect.construct(Base, [], Object.keys); }, TypeError);
shouldThrow(function () { Reflect.construct(() => 1, []); }, TypeError);
shouldThrow(function () { Reflect.construct(Base, [], undefined); }, TypeError);
shouldThrow(function () { Reflect.construct(Base); }, TypeError);
