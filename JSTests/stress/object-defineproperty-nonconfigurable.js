function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Redefinition rules for non-configurable properties.
var obj = {};
Object.defineProperty(obj, "x", { value: 1, writable: true, configurable: false, enumerable: false });

// Changing value is allowed while writable; writable can go from true to false.
Object.defineProperty(obj, "x", { value: 2 });
shouldBe(obj.x, 2);
Object.defineProperty(obj, "x", { writable: false });
shouldThrow(() => Object.defineProperty(obj, "x", { writable: true }), TypeError);
shouldThrow(() => Object.defineProperty(obj, "x", { value: 3 }), TypeError);
// Same value is allowed (SameValue).
Object.defineProperty(obj, "x", { value: 2 });
shouldThrow(() => Object.defineProperty(obj, "x", { enumerable: true }), TypeError);
shouldThrow(() => Object.defineProperty(obj, "x", { configurable: true }), TypeError);
shouldThrow(() => Object.defineProperty(obj, "x", { get() {} }), TypeError);

// -0 vs +0 are different for SameValue.
var z = {};
Object.defineProperty(z, "zero", { value: 0 });
shouldThrow(() => Object.defineProperty(z, "zero", { value: -0 }), TypeError);
var nan = {};
Object.defineProperty(nan, "n", { value: NaN });
Object.defineProperty(nan, "n", { value: NaN });

// Non-configurable accessors cannot change their functions.
var getter = () => 1;
var acc = {};
Object.defineProperty(acc, "a", { get: getter });
Object.defineProperty(acc, "a", { get: getter });
shouldThrow(() => Object.defineProperty(acc, "a", { get: () => 2 }), TypeError);
shouldThrow(() => Object.defineProperty(acc, "a", { value: 1 }), TypeError);
