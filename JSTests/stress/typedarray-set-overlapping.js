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

// set between views of one buffer copies as if through a temporary copy, both ways.
var bytes = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);
bytes.set(bytes.subarray(0, 6), 2);
shouldBe(bytes.join(), "1,2,1,2,3,4,5,6");
bytes = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);
bytes.set(bytes.subarray(2), 0);
shouldBe(bytes.join(), "3,4,5,6,7,8,7,8");

// Overlapping views of different element types: the source is read in full first.
var buffer = new ArrayBuffer(8);
var u8 = new Uint8Array(buffer);
u8.set([1, 2, 3, 4, 5, 6, 7, 8]);
var u16 = new Uint16Array(buffer, 0, 2);
u16.set(u8.subarray(0, 2));
shouldBe(u8.join(), "1,0,2,0,5,6,7,8");
u8.set([1, 2, 3, 4, 5, 6, 7, 8]);
var wide = new Uint16Array(buffer, 2, 3);
u8.set(wide);
shouldBe(u8.join(), [3 + 4 * 256, 5 + 6 * 256, 7 + 8 * 256].map((x) => x & 255).concat([4, 5, 6, 7, 8]).join());

// Across the two states: a heap-allocated source into a buffer-backed target and back.
var heapSource = new Int8Array([-1, -2, -3]);
var target = new Int8Array(new ArrayBuffer(5));
target.set(heapSource, 1);
shouldBe(target.join(), "0,-1,-2,-3,0");
var heapTarget = new Int8Array(5);
heapTarget.set(target.subarray(1, 4));
shouldBe(heapTarget.join(), "-1,-2,-3,0,0");
heapTarget.set(heapTarget.subarray(0, 3), 2);
shouldBe(heapTarget.join(), "-1,-2,-1,-2,-3");

// Conversions in set: Number types to each other; BigInt only to BigInt.
var floats = new Float32Array([1.5, -1, 300]);
var clamped = new Uint8ClampedArray(3);
clamped.set(floats);
shouldBe(clamped.join(), "2,0,255");
var big = new BigInt64Array([-1n, 2n]);
var ubig = new BigUint64Array(2);
ubig.set(big);
shouldBe(ubig[0], 2n ** 64n - 1n);
shouldThrow(() => ubig.set(floats.subarray(0, 2)), TypeError);
shouldThrow(() => ubig.set(floats), RangeError, "the length is checked before the content type");
shouldThrow(() => floats.set(big), TypeError);

// Offsets: negative, fractional, infinite, too large.
shouldThrow(() => bytes.set([1], -1), RangeError);
shouldThrow(() => bytes.set([1], Infinity), RangeError);
shouldThrow(() => bytes.set([1, 2], 7), RangeError);
shouldThrow(() => bytes.set(new Uint8Array(9)), RangeError);
bytes.set([9], 7.9);
shouldBe(bytes[7], 9);
bytes.set([], 8);

// An array-like source is read with Get, in order, with its conversions.
var order = [];
var arrayLike = { length: 2, get 0() { order.push(0); return "5"; }, get 1() { order.push(1); return { valueOf() { order.push("v"); return 6; } }; } };
bytes.set(arrayLike);
shouldBe(order.join(), "0,1,v");
shouldBe(bytes[0] + bytes[1], 11);
bytes.set("12");
shouldBe(bytes[0] + "," + bytes[1], "1,2");
