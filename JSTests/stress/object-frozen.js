function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Object.freeze makes all properties read-only and non-configurable and prevents extensions.
var obj = Object.freeze({ a: 1, nested: { b: 2 } });
shouldBe(Object.isFrozen(obj), true);
shouldBe(Object.isSealed(obj), true);
shouldBe(Object.isExtensible(obj), false);
obj.a = 10;
obj.c = 3;
delete obj.a;
shouldBe(obj.a, 1);
shouldBe(obj.c, undefined);

// Freezing is shallow.
obj.nested.b = 20;
shouldBe(obj.nested.b, 20);

// Strict mode throws on every kind of modification.
(function () {
    "use strict";
    shouldThrow(() => { obj.a = 2; }, TypeError);
    shouldThrow(() => { obj.newProp = 2; }, TypeError);
    shouldThrow(() => { delete obj.a; }, TypeError);
    shouldThrow(() => Object.defineProperty(obj, "a", { value: 5 }), TypeError);
    shouldThrow(() => Object.setPrototypeOf(obj, null), TypeError);
})();

// Accessors on frozen objects still work (setters are still called).
var log = [];
var withAccessor = Object.freeze({ get g() { return "g"; }, set s(v) { log.push(v); } });
withAccessor.s = "called";
shouldBe(log.join(), "called");
shouldBe(withAccessor.g, "g");

// Frozen arrays.
var arr = Object.freeze([1, 2, 3]);
shouldThrow(() => arr.push(4), TypeError);
shouldThrow(() => arr.pop(), TypeError);
shouldThrow(() => arr.sort(), TypeError);
shouldBe(arr.length, 3);
shouldBe(arr.map(x => x * 2).join(), "2,4,6");

// freeze returns its argument; primitives are returned unchanged and count as frozen.
shouldBe(Object.freeze(5), 5);
shouldBe(Object.isFrozen(5), true);
shouldBe(Object.isFrozen({}), false);
shouldBe(Object.isFrozen(Object.preventExtensions({})), true);
