// Float16Array, Math.f16round and DataView's getFloat16/setFloat16 (ES2025): a Number
// becomes the nearest binary16 in one rounding from the double (ties to even), and the
// loops below are hot enough to be traced, so the JIT must agree with the interpreter.
function shouldBe(actual, expected, message) {
    if (!Object.is(actual, expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, type, message) {
    let threw = false;
    try { fn(); } catch (e) { threw = e instanceof type; if (!threw) throw e; }
    if (!threw) throw new Error((message || String(fn)) + ": expected a " + type.name);
}

// Known conversions: [input, the binary16 value, its bits].
const cases = [
    [0, 0, 0x0000],
    [-0, -0, 0x8000],
    [1, 1, 0x3c00],
    [-2, -2, 0xc000],
    [1.337, 1.3369140625, 0x3d59],
    [65504, 65504, 0x7bff],
    [65519.99, 65504, 0x7bff],
    [65520, Infinity, 0x7c00],
    [-65520, -Infinity, 0xfc00],
    [Infinity, Infinity, 0x7c00],
    [-Infinity, -Infinity, 0xfc00],
    [2 ** -14, 2 ** -14, 0x0400],          // smallest normal
    [2 ** -24, 2 ** -24, 0x0001],          // smallest subnormal
    [2 ** -25, 0, 0x0000],                 // a tie between 0 and it: even is 0
    [3 * 2 ** -25, 2 ** -23, 0x0002],      // a tie between 1 and 2 units: even is 2
    [2 ** -25 + 2 ** -40, 2 ** -24, 0x0001],
    [-(2 ** -26), -0, 0x8000],
    [1 + 2 ** -11, 1, 0x3c00],             // tie, rounds to even
    [1 + 3 * 2 ** -11, 1 + 2 ** -9, 0x3c02],
    // Through binary32 this would round twice and give 1.
    [1 + 2 ** -11 + 2 ** -30, 1 + 2 ** -10, 0x3c01],
    [0.1, 0.0999755859375, 0x2e66],
    [5e-324, 0, 0x0000],
];

shouldBe(Float16Array.BYTES_PER_ELEMENT, 2);
shouldBe(Float16Array.prototype.BYTES_PER_ELEMENT, 2);
shouldBe(Float16Array.name, "Float16Array");
shouldBe(Object.getPrototypeOf(Float16Array), Object.getPrototypeOf(Int8Array));
shouldBe(Object.prototype.toString.call(new Float16Array(1)), "[object Float16Array]");
shouldBe(Math.f16round.length, 1);
shouldBe(Math.f16round.name, "f16round");
shouldBe(Math.f16round(), NaN);
shouldBe(Math.f16round("1.337"), 1.3369140625);

const array = new Float16Array(cases.length);
const bits = new Uint16Array(array.buffer);
const view = new DataView(new ArrayBuffer(2 * cases.length));
for (let i = 0; i < cases.length; i++) {
    const [input, value, raw] = cases[i];
    shouldBe(Math.f16round(input), value, "Math.f16round(" + input + ")");
    array[i] = input;
    shouldBe(array[i], value, "Float16Array element " + input);
    shouldBe(bits[i], raw, "bits of " + input);
    view.setFloat16(2 * i, input);
    shouldBe(view.getFloat16(2 * i), value, "DataView big-endian " + input);
    shouldBe(view.getUint16(2 * i), raw, "DataView bits " + input);
    view.setFloat16(2 * i, input, true);
    shouldBe(view.getUint16(2 * i, true), raw, "DataView little-endian bits " + input);
    shouldBe(view.getFloat16(2 * i, true), value, "DataView little-endian " + input);
}

// NaN stays NaN, from any NaN bits.
array[0] = NaN;
shouldBe(array[0], NaN);
bits[0] = 0x7c01;
shouldBe(array[0], NaN);
bits[0] = 0xfe00;
shouldBe(array[0], NaN);
shouldBe(Math.f16round(NaN), NaN);

// Hot loops: written and read element by element, in traces after the first iterations.
function fill(target, n) {
    for (let i = 0; i < n; i++)
        target[i] = i * 1.337;
}
function sum(source) {
    let total = 0;
    for (let i = 0; i < source.length; i++)
        total += source[i];
    return total;
}
function fillInts(target) {
    for (let i = 0; i < target.length; i++)
        target[i] = i * 37 - 5000;
}
const big = new Float16Array(2000);
for (let round = 0; round < 5; round++) {
    fill(big, big.length);
    let expected = 0;
    for (let i = 0; i < big.length; i++) {
        const value = Math.f16round(i * 1.337);
        shouldBe(big[i], value, "big[" + i + "]");
        expected += value;
    }
    shouldBe(sum(big), expected, "sum");
    fillInts(big);
    for (let i = 0; i < big.length; i += 97)
        shouldBe(big[i], Math.f16round(i * 37 - 5000), "int store " + i);
}

// A traced loop that sees Float32Array first, then Float16Array, then Float32Array again.
function copy(target, source) {
    for (let i = 0; i < source.length; i++)
        target[i] = source[i] * 3.000001;
}
const source = new Float64Array(300).map((_, i) => i / 7);
for (let round = 0; round < 4; round++) {
    const f32 = new Float32Array(300), f16 = new Float16Array(300);
    copy(f32, source);
    copy(f16, source);
    copy(f32, source);
    for (let i = 0; i < 300; i += 13) {
        shouldBe(f32[i], Math.fround(source[i] * 3.000001));
        shouldBe(f16[i], Math.f16round(source[i] * 3.000001));
    }
}

// DataView float16 in a hot loop, both byte orders.
const dv = new DataView(new ArrayBuffer(4096));
for (let round = 0; round < 3; round++) {
    for (let i = 0; i < 1024; i++)
        dv.setFloat16(2 * i, (i - 512) / 3, (i & 1) === 1);
    for (let i = 0; i < 1024; i++)
        shouldBe(dv.getFloat16(2 * i, (i & 1) === 1), Math.f16round((i - 512) / 3), "dv " + i);
}
shouldThrow(() => dv.getFloat16(4095), RangeError);
shouldThrow(() => dv.setFloat16(-1, 0), RangeError);
shouldBe(DataView.prototype.getFloat16.length, 1);
shouldBe(DataView.prototype.setFloat16.length, 2);

// Copying between element types converts through Numbers.
const mixed = new Float16Array([1.337, -0, 65520, 0.1, NaN]);
shouldBe(new Float64Array(mixed)[0], 1.3369140625);
shouldBe(new Float64Array(mixed)[1], -0);
shouldBe(new Int8Array(mixed)[2], 0);
shouldBe(new Float32Array(mixed)[3], Math.fround(0.0999755859375));
const back = new Float16Array(new Float64Array([1.337, 70000, 2 ** -25]));
shouldBe(back[0], 1.3369140625);
shouldBe(back[1], Infinity);
shouldBe(back[2], 0);
const target = new Float16Array(4);
target.set([1.337, 3]);
target.set(new Float32Array([0.1]), 2);
shouldBe(target[0], 1.3369140625);
shouldBe(target[2], 0.0999755859375);
shouldBe(Array.from(new Float16Array(new Uint8Array([1, 2, 255]))).join(), "1,2,255");

// sort: numeric, -0 before +0, NaN last.
const sorted = new Float16Array([3, NaN, -0, 0, -Infinity, 1.337, -2]).sort();
shouldBe(Array.from(sorted).map(String).join(), "-Infinity,-2,0,0,1.3369140625,3,NaN");
shouldBe(Object.is(sorted[2], -0), true);
shouldBe(Object.is(sorted[3], 0), true);
shouldBe(Array.from(new Float16Array([1, 2, 3]).toSorted((a, b) => b - a)).join(), "3,2,1");
shouldBe(new Float16Array([1, 2, 1.337]).includes(1.3369140625), true);
shouldBe(new Float16Array([1, 2, 1.337]).indexOf(1.337), -1);
shouldBe(new Float16Array([1.337]).map(x => x * 2)[0], Math.f16round(1.3369140625 * 2));
shouldBe(new Float16Array(4).fill(1.337)[3], 1.3369140625);

// Atomics refuses Float16Array like the other float types.
shouldThrow(() => Atomics.load(new Float16Array(4), 0), TypeError);
shouldThrow(() => Atomics.add(new Float16Array(4), 0, 1), TypeError);

// structuredClone (when the host has it) keeps the element type and the bits.
if (typeof structuredClone === "function") {
    const original = new Float16Array([1.337, -0, Infinity, 2 ** -24]);
    const clone = structuredClone(original);
    shouldBe(Object.getPrototypeOf(clone), Float16Array.prototype);
    shouldBe(clone.length, 4);
    shouldBe(clone[0], 1.3369140625);
    shouldBe(clone[1], -0);
    shouldBe(clone[3], 2 ** -24);
    const onBuffer = new Float16Array(new ArrayBuffer(16), 4, 2);
    onBuffer[1] = 65504;
    const cloned = structuredClone(onBuffer);
    shouldBe(cloned.byteOffset, 4);
    shouldBe(cloned[1], 65504);
}
