// node 20 predates the typed arrays' own [[PreventExtensions]] (ES2024), and seals typed
// arrays that have elements, where the specification's DefinePropertyOrThrow of
// { configurable: false } on an element fails.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}

// A view whose length can change (it tracks its buffer, or the buffer can shrink) stays
// extensible: preventExtensions, seal and freeze fail before touching anything.
var rab = new ArrayBuffer(4, { maxByteLength: 8 });
shouldThrow(() => Object.preventExtensions(new Uint8Array(rab)), TypeError);
shouldThrow(() => Object.seal(new Uint8Array(rab, 0, 2)), TypeError);
shouldThrow(() => Object.freeze(new Uint8Array(rab, 0, 0)), TypeError);
shouldBe(Reflect.preventExtensions(new Uint8Array(rab)), false);
shouldBe(Reflect.preventExtensions(new Uint8Array(rab, 0, 2)), false);
shouldBe(Object.isExtensible(new Uint8Array(rab)), true);

// A fixed-length view of a growable SharedArrayBuffer is fixed: it can only grow.
var growable = new SharedArrayBuffer(4, { maxByteLength: 8 });
shouldBe(Reflect.preventExtensions(new Uint8Array(growable, 0, 2)), true);
shouldBe(Reflect.preventExtensions(new Uint8Array(growable)), false);
// Fixed-length buffers: as for ordinary objects.
shouldBe(Reflect.preventExtensions(new Uint8Array(new ArrayBuffer(4))), true);
shouldBe(Reflect.preventExtensions(new Uint8Array(4)), true);

// Sealing a typed array with elements fails at its first element (after preventing
// extensions); sealing an empty one works.
var sealing = new Uint8Array(2);
shouldThrow(() => Object.seal(sealing), TypeError);
shouldBe(Object.isExtensible(sealing), false);
shouldBe(Object.isSealed(sealing), false);
shouldBe(Object.isSealed(Object.seal(new Uint8Array(0))), true);
