// a.length of typed arrays in traced loops reads the length field once the getter of
// %TypedArray%.prototype is the one reached; each way of changing that makes the trace
// exit and the interpreter answer.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function sumLengths(arrays, n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum = (sum + arrays[i % arrays.length].length) | 0;
    return sum;
}

// Every kind, and a view of part of a buffer.
const buffer = new ArrayBuffer(64);
const kinds = [new Int8Array(3), new Uint8Array(5), new Uint8ClampedArray(7), new Int16Array(2),
    new Uint16Array(4), new Int32Array(6), new Uint32Array(8), new Float32Array(9), new Float64Array(10),
    new Int32Array(buffer, 8, 4)];
for (const array of kinds) shouldBe(sumLengths([array], 1000), 1000 * array.length, array.constructor.name);

// A loop bounded by a.length.
function total(a) {
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += a[i];
    return sum;
}
const f = new Float64Array(500);
for (let i = 0; i < f.length; i++) f[i] = i / 2;
shouldBe(total(f), 499 * 500 / 4);

// Detached mid-loop: the length is 0 from then on.
function lengthsWhileDetaching(a, n, at) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        if (i === at) a.buffer.transfer();
        sum += a.length;
    }
    return sum;
}
shouldBe(lengthsWhileDetaching(new Uint8Array(16), 1000, 500), 500 * 16, "detached");

// An own length property shadows the getter.
const shadowed = new Int16Array(4);
Object.defineProperty(shadowed, "length", { value: 99 });
shouldBe(sumLengths([new Int16Array(4), shadowed], 1000), 500 * 4 + 500 * 99, "own length");

// A prototype in between with its own length.
class Long extends Uint8Array {
    get length() { return 1000; }
}
shouldBe(sumLengths([new Uint8Array(2), new Long(2)], 1000), 500 * 2 + 500 * 1000, "subclass getter");

// The getter replaced mid-loop.
function lengthsWhileReplacing(a, n, at) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        if (i === at) {
            const proto = Object.getPrototypeOf(Int8Array.prototype);
            Object.defineProperty(proto, "length", { get() { return -1; }, configurable: true });
        }
        sum += a.length;
    }
    return sum;
}
shouldBe(lengthsWhileReplacing(new Float32Array(3), 1000, 700), 700 * 3 - 300, "getter replaced");
