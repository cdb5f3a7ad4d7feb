function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Object.seal prevents adding and deleting but allows changing existing values.
var obj = Object.seal({ a: 1 });
shouldBe(Object.isSealed(obj), true);
shouldBe(Object.isFrozen(obj), false);
obj.a = 2;
shouldBe(obj.a, 2);
obj.b = 3;
shouldBe("b" in obj, false);
shouldBe(delete obj.a, false);
var d = Object.getOwnPropertyDescriptor(obj, "a");
shouldBe(d.configurable, false);
shouldBe(d.writable, true);

(function () {
    "use strict";
    shouldThrow(() => { obj.b = 1; }, TypeError);
    shouldThrow(() => { delete obj.a; }, TypeError);
})();

// Sealed arrays can change elements but not length by push.
var arr = Object.seal([1, 2]);
arr[0] = 10;
shouldBe(arr[0], 10);
shouldThrow(() => arr.push(3), TypeError);

// An empty non-extensible object is sealed and frozen.
var empty = Object.preventExtensions({});
shouldBe(Object.isSealed(empty), true);
shouldBe(Object.isSealed(5), true);
