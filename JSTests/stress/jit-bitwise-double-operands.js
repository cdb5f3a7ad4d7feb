// Bitwise operators convert a double operand with ToInt32 first (truncate, then wrap modulo
// 2^32; NaN and the infinities give 0). In a trace that is a conversion instruction
// whose result the operator must use, for & | ^ << >> >>> and ~ alike, with the double on
// either side. The doubles here are fractions, values past int32 and non-finite ones.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

// ToInt32 written out with arithmetic only, for the expected values.
function toInt32(d) {
    if (d !== d || d === 1 / 0 || d === -1 / 0)
        return 0;
    let t = d < 0 ? -Math.floor(-d) : Math.floor(d);
    t = t - Math.floor(t / 4294967296) * 4294967296;
    return t >= 2147483648 ? t - 4294967296 : t;
}

const doubles = [0.5, -0.5, 1.75, -1.75, 2147483647.5, 2147483648, -2147483649, 4294967296 + 5, -4294967301.25,
    1e10, -1e15, 2 ** 53, 0 / 0, 1 / 0, -1 / 0, -0];

// Each iteration applies every operator to doubles[i % 16] (on the left, and for & on
// the right as well).
function operators(values, n) {
    const out = [];
    for (let i = 0; i < n; i++) {
        const d = values[i % values.length];
        out.push(d | 0, d & 0xffff, 0xff0f & d, d ^ 1, d << 1, d >> 1, d >>> 0, ~d);
    }
    return out;
}

// The same operators in a loop that reads no array (traced by the first tier): the double
// is made by arithmetic.
function hashed(n) {
    let h = 0, x = 0.25, sum = 0;
    for (let i = 0; i < n; i++) {
        x = x * 1.5 + 3.25;
        if (x > 1e12)
            x = x - 1e12 + 0.125;
        h = (h * 31 + x) | 0;
        sum = sum + ((x & 1023) ^ (x << 3) ^ (x >> 7));
    }
    return [h, sum];
}

// The same hash computed without a bitwise operator on a double.
function hashedExpected(n) {
    let h = 0, x = 0.25, sum = 0;
    for (let i = 0; i < n; i++) {
        x = x * 1.5 + 3.25;
        if (x > 1e12)
            x = x - 1e12 + 0.125;
        h = toInt32(h * 31 + x);
        const xi = toInt32(x);
        sum = sum + ((xi & 1023) ^ (xi << 3) ^ (xi >> 7));
    }
    return [h, sum];
}

for (const n of [16, 64, 160]) {
    const out = operators(doubles, n);
    for (let i = 0; i < n; i++) {
        const d = doubles[i % doubles.length], x = toInt32(d);
        const want = [x, x & 0xffff, 0xff0f & x, x ^ 1, x << 1, x >> 1, x >>> 0, ~x];
        const names = ["| 0", "& 0xffff", "0xff0f &", "^ 1", "<< 1", ">> 1", ">>> 0", "~"];
        for (let j = 0; j < 8; j++)
            shouldBe(out[8 * i + j], want[j], String(d) + " " + names[j]);
    }
}

for (const n of [10, 60, 100, 300]) {
    const [h, sum] = hashed(n);
    const [wantH, wantSum] = hashedExpected(n);
    shouldBe(h, wantH, "(h * 31 + x) | 0 over " + n);
    shouldBe(sum, wantSum, "(x & 1023) ^ (x << 3) ^ (x >> 7) over " + n);
}
