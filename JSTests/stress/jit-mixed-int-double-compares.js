// Comparisons between an int32 and a double in a trace convert the int32 and compare as
// doubles: near the int32 bounds (2^31 - 1 against 2147483647.5, -2^31 against
// -2147483648.5, an int32 product against 2^31), against -0 (equal to 0, not less), against
// the infinities, and strict equality of an int32 with a double holding the same integer
// (which the interpreter would store as an int32, the trace keeps as a double). The expected
// counts were worked out independently of this engine.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

function mixed(n) {
    const inf = 1 / 0, big = 2147483647.5, small = -2147483648.5, two31 = 2147483648, mz = -0;
    let lt = 0, le = 0, gt = 0, ge = 0, eq = 0, ne = 0, bounds = 0, zeros = 0, infinities = 0, values = 0;
    for (let i = 0; i < n; i++) {
        const k = i - 50;        // int32
        const d = k * 0.5 + 0.25; // a double near k / 2
        const e = ((i >> 1) * 2 - 50) / 1;   // integral: k or k - 1, a double in the trace
        const h = (i >> 1) / 1;
        if (k < d) lt += 1;
        if (k <= e) le += 1;
        if (e > k - 1) gt += 1;
        if (d >= k) ge += 1;
        if (h === (i >> 1)) eq += 1;
        if ((i >> 1) !== h) ne += 1;
        if (k + 2147483600 < big) bounds += 1;
        if (k - 2147483600 > small) bounds += 2;
        if (k * 50000000 >= two31) bounds += 4;
        if (k < mz) zeros += 1;
        if (k <= mz) zeros += 2;
        if (k === mz) zeros += 4;
        if (k < inf && k > -inf) infinities += 1;
        if (inf <= k) infinities += 2;
        values += (k < d ? 1 : 0) + (d === k ? 10 : 0) + (k >= h ? 100 : 0);
    }
    return [lt, le, gt, ge, eq, ne, bounds, zeros, infinities, values];
}

const names = ["k < d", "k <= e", "e > k - 1", "d >= k", "h === i >> 1", "i >> 1 !== h", "near the int32 bounds",
    "against -0", "against the infinities", "as values"];
const expected = {
    1: [1, 1, 1, 1, 1, 0, 1, 3, 1, 1],
    60: [51, 30, 30, 51, 60, 0, 176, 156, 60, 51],
    101: [51, 51, 51, 51, 101, 0, 328, 156, 101, 251],
};
for (const n of [1, 60, 101, 101]) {
    const got = mixed(n);
    for (let j = 0; j < names.length; j++)
        shouldBe(got[j], expected[n][j], names[j] + ", n = " + n);
}

// A loop bound that is a double, and a double counter against an int32 bound.
function doubleBounds(limit, n) {
    let a = 0, b = 0;
    for (let i = 0; i < limit; i++)
        a = a + 1;
    for (let x = 0.5; x < n; x = x + 1)
        b = b + 1;
    return [a, b];
}
for (const [limit, n] of [[0.5, 0], [59.5, 60], [-0.5, 1], [100.25, 100]]) {
    const [a, b] = doubleBounds(limit, n);
    shouldBe(a, Math.max(0, Math.ceil(limit)), "i < " + limit);
    shouldBe(b, n, "x = 0.5; x < " + n);
}

if ($vm.jitThreshold() > 0)
    shouldBe($vm.jitStats().tracesCompiled >= 2, true, "traces compiled");
