// Float16Array elements in traced loops: the trace loads and stores the 16 bits as a
// Uint16Array would and converts them with pure calls, rounding a double to binary16 in
// one step (ties to even), never through binary32. Every value is checked against its
// bits through a Uint16Array on the same buffer, and against values worked out by hand.
function shouldBe(actual, expected, message) {
    if (!Object.is(actual, expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const buffer = new ArrayBuffer(2 * 16);
const halves = new Float16Array(buffer);
const bits = new Uint16Array(buffer);

// [value stored, value read back, bits]
const cases = [
    [1, 1, 0x3c00],
    [-2, -2, 0xc000],
    [0.5, 0.5, 0x3800],
    [65504, 65504, 0x7bff],
    // Past the largest finite value by half an ulp or more: infinity.
    [65520, Infinity, 0x7c00],
    [-1e10, -Infinity, 0xfc00],
    // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: ties go to the even one, 1.
    [1 + 2 ** -11, 1, 0x3c00],
    // 1 + 3 * 2^-11 is halfway between 1 + 2^-10 and 1 + 2^-9: to the even 1 + 2^-9.
    [1 + 3 * 2 ** -11, 1 + 2 ** -9, 0x3c02],
    // Just above the halfway point rounds up. Through binary32 the 2^-30 would be lost and
    // the tie would round down to 1: the double must be rounded once.
    [1 + 2 ** -11 + 2 ** -30, 1 + 2 ** -10, 0x3c01],
    // The smallest subnormal, and half of it (a tie to the even zero).
    [2 ** -24, 2 ** -24, 0x0001],
    [2 ** -25, 0, 0x0000],
    [-0, -0, 0x8000],
    [3, 3, 0x4200],
];

function storeAndRead(value, index) {
    halves[index] = value;
    return halves[index];
}

for (let round = 0; round < 300; round++) {
    for (let i = 0; i < cases.length; i++) {
        const [stored, expected, expectedBits] = cases[i];
        const index = i & 15;
        shouldBe(storeAndRead(stored, index), expected, "value of " + stored);
        shouldBe(bits[index], expectedBits, "bits of " + stored);
    }
}

// NaN stays NaN (its bits are the implementation's choice).
for (let i = 0; i < 200; i++) {
    halves[i & 15] = NaN;
    shouldBe(halves[i & 15], NaN);
    shouldBe(bits[i & 15] & 0x7c00, 0x7c00);
}

// Int32 stores (converted exactly, then rounded) and reads that feed arithmetic.
let sum = 0;
for (let i = 0; i < 5000; i++) {
    halves[i & 15] = i;
    sum += halves[i & 15];
}
// Integers up to 2048 are exact; past it binary16 keeps every second one, then every
// fourth, ties going to the even significand.
for (const [integer, rounded] of [[2047, 2047], [2049, 2048], [2051, 2052], [4098, 4096], [4099, 4100], [4102, 4104]]) {
    for (let i = 0; i < 100; i++) shouldBe(storeAndRead(integer | 0, i & 15), rounded, "integer " + integer);
}
let exactSum = 0;
for (let i = 0; i < 5000; i++) exactSum += Math.f16round(i);
shouldBe(sum, exactSum, "sum of stored integers");

// Bits written through the Uint16Array view are read as binary16 in the trace.
let decoded = 0;
for (let i = 0; i < 4000; i++) {
    bits[i & 15] = 0x3c00 + (i & 0x3ff);
    decoded += halves[i & 15];
}
let decodedExpected = 0;
for (let i = 0; i < 4000; i++) decodedExpected += 1 + (i & 0x3ff) / 1024;
shouldBe(decoded, decodedExpected, "decoded sum");

// Out-of-bounds reads are undefined and stores are dropped, in and out of the trace.
let undefinedReads = 0;
for (let i = 0; i < 1000; i++) {
    const index = i % 20;
    halves[index] = 1.5;
    if (halves[index] === undefined) undefinedReads++;
}
shouldBe(undefinedReads, 200);
