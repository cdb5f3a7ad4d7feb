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
function isNegativeZero(x) { return x === 0 && 1 / x === -Infinity; }

// Each element type converts what is stored with its conversion operation.
var values = [0, -0, 1, -1, 127, 128, 255, 256, -129, 32767, 32768, 65535, 65536, 2147483647, 2147483648,
    4294967295, 4294967296, 1.5, 2.5, -1.5, 254.5, 255.5, NaN, Infinity, -Infinity, 1e20, 0.1, "7", true, null, undefined];
var expected = {
    Int8Array: [0, 0, 1, -1, 127, -128, -1, 0, 127, -1, 0, -1, 0, -1, 0, -1, 0, 1, 2, -1, -2, -1, 0, 0, 0, 0, 0, 7, 1, 0, 0],
    Uint8Array: [0, 0, 1, 255, 127, 128, 255, 0, 127, 255, 0, 255, 0, 255, 0, 255, 0, 1, 2, 255, 254, 255, 0, 0, 0, 0, 0, 7, 1, 0, 0],
    Uint8ClampedArray: [0, 0, 1, 0, 127, 128, 255, 255, 0, 255, 255, 255, 255, 255, 255, 255, 255, 2, 2, 0, 254, 255, 0, 255, 0, 255, 0, 7, 1, 0, 0],
    Int16Array: [0, 0, 1, -1, 127, 128, 255, 256, -129, 32767, -32768, -1, 0, -1, 0, -1, 0, 1, 2, -1, 254, 255, 0, 0, 0, 0, 0, 7, 1, 0, 0],
    Uint16Array: [0, 0, 1, 65535, 127, 128, 255, 256, 65407, 32767, 32768, 65535, 0, 65535, 0, 65535, 0, 1, 2, 65535, 254, 255, 0, 0, 0, 0, 0, 7, 1, 0, 0],
    Int32Array: [0, 0, 1, -1, 127, 128, 255, 256, -129, 32767, 32768, 65535, 65536, 2147483647, -2147483648, -1, 0, 1, 2, -1, 254, 255, 0, 0, 0, 1661992960, 0, 7, 1, 0, 0],
    Uint32Array: [0, 0, 1, 4294967295, 127, 128, 255, 256, 4294967167, 32767, 32768, 65535, 65536, 2147483647, 2147483648, 4294967295, 0, 1, 2, 4294967295, 254, 255, 0, 0, 0, 1661992960, 0, 7, 1, 0, 0],
};
for (var name in expected) {
    var array = new globalThis[name](1);
    for (var i = 0; i < values.length; i++) {
        array[0] = values[i];
        shouldBe(array[0], expected[name][i], name + " of " + String(values[i]));
    }
}

// Floats: Float32 rounds to single precision, both keep NaN, infinities and -0.
var f32 = new Float32Array(1), f64 = new Float64Array(1);
f32[0] = 0.1; shouldBe(f32[0], Math.fround(0.1));
f32[0] = 1e40; shouldBe(f32[0], Infinity);
f32[0] = -0; shouldBe(isNegativeZero(f32[0]), true);
f64[0] = 0.1; shouldBe(f64[0], 0.1);
f64[0] = -0; shouldBe(isNegativeZero(f64[0]), true);
f64[0] = NaN; shouldBe(f64[0], NaN);
f64[0] = "1e3"; shouldBe(f64[0], 1000);

// BigInt arrays take BigInts (modulo 2^64) and refuse Numbers.
var i64 = new BigInt64Array(1), u64 = new BigUint64Array(1);
i64[0] = 2n ** 63n; shouldBe(i64[0], -(2n ** 63n));
i64[0] = -1n; shouldBe(i64[0], -1n);
u64[0] = -1n; shouldBe(u64[0], 2n ** 64n - 1n);
u64[0] = 2n ** 64n + 5n; shouldBe(u64[0], 5n);
i64[0] = "12"; shouldBe(i64[0], 12n);
i64[0] = true; shouldBe(i64[0], 1n);
shouldThrow(() => { i64[0] = 1; }, TypeError);
shouldThrow(() => { u64[0] = undefined; }, TypeError);
shouldThrow(() => { new Int8Array(1)[0] = 1n; }, TypeError);
shouldThrow(() => { new Float64Array(1)[0] = Symbol(); }, TypeError);

// A valueOf runs once per store, also for an index past the end.
var calls = 0;
var counted = { valueOf() { calls++; return 3; } };
var small = new Int16Array(2);
small[1] = counted;
small[5] = counted;
shouldBe(calls, 2);
shouldBe(small[1], 3);
shouldBe(small[5], undefined);
