// Bitwise operators on int32 operands in a trace: the shift count is taken mod 32 (so
// counts of 32 and more, and negative ones, wrap: x << 33 is x << 1, x << -1 is x << 31),
// >> keeps the sign, and >>> gives an unsigned result, which is not an int32 from 2^31 up
// (the trace's int32 >>> must exit then, and the value be the interpreter's double). Every
// operand here is an int32; bitwise operators on doubles are jit-bitwise-double-operands.js.
// The expected sums were worked out independently of this engine.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

function bitwise(n) {
    const MIN = -2147483648, MAX = 2147483647, minusOne = -1;
    let and = 0, or = 0, xor = 0, not = 0, shl = 0, sar = 0, ushr = 0, ushrBig = 0, ushrCount = 0;
    let shlBig = 0, sarBig = 0, mixed = 0;
    for (let i = 0; i < n; i++) {
        const x = (i * 40503) ^ (i << 21);
        const count = i - 40;            // -40 .. n - 41: negative, in range and >= 32
        and = and + (x & (MAX - i));
        or = or + ((x | i) >> 16);
        xor = xor ^ (x ^ MIN);
        not = not + ~(i - 50);
        shl = shl + (i << count);
        sar = sar + (MIN >> count);
        ushr = ushr + (i >>> count);
        // -1 >>> 0 is 2^32 - 1, and any negative >>> a multiple of 32 is at least 2^31.
        ushrBig = ushrBig + ((i - 30) >>> (count & 64));
        if ((minusOne >>> count) >= 2147483648)
            ushrCount = ushrCount + 1;
        shlBig = shlBig + (1 << (count + 32)) + (3 << 33);
        sarBig = sarBig + ((MAX - i) >> (count * 32));
        mixed = (mixed + ((x ^ count) >>> 3)) & 0xffffff;
    }
    return [and, or, xor, not, shl, sar, ushr, ushrBig, ushrCount, shlBig, sarBig, mixed];
}

const names = ["&", "| then >>", "^", "~", "<< by -40..", ">> of -2^31", ">>> by -40..", ">>> of negatives",
    "-1 >>> count >= 2^31", "<< by 32 and more", ">> by multiples of 32", ">>> 3"];
const expected = {
    1: [0, 0, -2147483648, 49, 0, -128, 0, 4294967266, 0, 16777222, 2147483647, 16777211],
    60: [3766871134, 57448, 419044, 1170, -8495562796, -8589930750, 93, 128849018850, 2, -15728282, 128849017050, 3684614],
    100: [10480726214, 159874, 49052, -50, -12314476658, -12884902125, 235, 128849020830, 3, 251658837, 214748359750, 4055921],
};
for (const n of [1, 60, 100, 100]) {
    const got = bitwise(n);
    for (let j = 0; j < names.length; j++)
        shouldBe(got[j], expected[n][j], names[j] + ", n = " + n);
}

// One value per iteration, checked one by one: x >>> 0 of negatives (2^32 + x), and
// shifts by exactly 31, 32 and 33.
function unsignedOf(x0, n) {
    const out = [];
    let x = x0;
    for (let i = 0; i < n; i++) {
        out.push(x >>> 0, x << 31, x << 32, x >> 33, x >>> 32);
        x = x + 1;
    }
    return out;
}
const unsigned = unsignedOf(-30, 60);
for (let i = 0; i < 60; i++) {
    const x = -30 + i;
    shouldBe(unsigned[5 * i], x < 0 ? 4294967296 + x : x, x + " >>> 0");
    shouldBe(unsigned[5 * i + 1], x & 1 ? -2147483648 : 0, x + " << 31");
    shouldBe(unsigned[5 * i + 2], x, x + " << 32");
    shouldBe(unsigned[5 * i + 3], x >> 1, x + " >> 33");
    shouldBe(unsigned[5 * i + 4], x < 0 ? 4294967296 + x : x, x + " >>> 32");
}

if ($vm.jitThreshold() > 0)
    shouldBe($vm.jitStats().tracesCompiled >= 1, true, "traces compiled");
