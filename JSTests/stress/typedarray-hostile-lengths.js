function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}
function succeedsOrRangeError(f) {
    try { return f(); } catch (e) { if (!(e instanceof RangeError)) throw e; }
}

// Lengths no memory holds are RangeErrors, for every element size.
for (var C of [Int8Array, Uint16Array, Float32Array, Float64Array, BigUint64Array]) {
    shouldThrow(() => new C(2 ** 53 - 1), RangeError, C.name);
    shouldThrow(() => new C(2 ** 40), RangeError, C.name);
    shouldThrow(() => new C({ length: 2 ** 53 - 1 }), RangeError, C.name + " from an array-like");
    shouldThrow(() => C.from({ length: 2 ** 53 - 1 }), RangeError, C.name + ".from");
    shouldThrow(() => new C(Infinity), RangeError);
}

// A gigabyte is given (zeroed) or refused with a RangeError.
var big = succeedsOrRangeError(() => new Uint8Array(2 ** 30));
if (big) {
    if (big.length !== 2 ** 30 || big[2 ** 30 - 1] !== 0)
        throw new Error("a 1 GB typed array is wrong");
    big[2 ** 30 - 1] = 5;
    if (big[2 ** 30 - 1] !== 5)
        throw new Error("a 1 GB typed array does not keep a write");
}
big = undefined;
succeedsOrRangeError(() => new Float64Array(2 ** 27));

// An array-like that lies about its length: read once, then the elements it has.
var reads = 0;
var liar = { get length() { reads++; return reads === 1 ? 3 : 2 ** 53 - 1; }, 0: 1, 1: 2 };
var made = new Uint8Array(liar);
if (made.length !== 3 || reads !== 1 || made.join() !== "1,2,0")
    throw new Error("the length is read once");

// Offsets and lengths on a buffer past 2^32 and 2^53.
var buffer = new ArrayBuffer(8);
shouldThrow(() => new Uint8Array(buffer, 2 ** 53), RangeError);
shouldThrow(() => new Uint8Array(buffer, 0, 2 ** 53 - 1), RangeError);
shouldThrow(() => new Uint8Array(buffer, 2 ** 32), RangeError);
shouldThrow(() => new DataView(buffer, 0, 2 ** 53 - 1), RangeError);
shouldThrow(() => new Uint8Array(4).set([1], 2 ** 53 - 1), RangeError);
shouldThrow(() => new Uint8Array(4).set({ length: 2 ** 53 - 1 }), RangeError);
shouldThrow(() => new Uint8Array(4).subarray(0, 2 ** 53).buffer.resize(1), TypeError);
if (new Uint8Array(4).fill(1, 2 ** 53 - 1).join() !== "0,0,0,0")
    throw new Error("fill past the end");
if (new Uint8Array(4).copyWithin(2 ** 53 - 1, 0).join() !== "0,0,0,0")
    throw new Error("copyWithin past the end");
