// Every comparison with NaN is false except != and !==, and a trace's compare must agree in
// both guard directions: a branch recorded as taken must exit when NaN makes it fall
// through, and one recorded as not taken must exit when NaN makes it jump. Each loop below
// compares doubles that are NaN on every third iteration (on the left, on the right, on
// both), with the operator in a condition (compare-and-branch, in both polarities), as a
// value, and as a loop condition.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

// Each comparison adds its own bit to `taken` when it holds and to `notTaken` when it does
// not (each written as a branch both ways round), and to `values` through a boolean.
function relational(n, where) {
    const nan = 0 / 0;
    let taken = 0, notTaken = 0, values = 0;
    for (let i = 0; i < n; i++) {
        const isNaN = i % 3 === 2;
        let a = i + 0.5, b = 30.5;
        if (isNaN) {
            if (where !== 1) a = nan;
            if (where !== 0) b = nan;
        }
        if (a < b) taken += 1;
        if (a <= b) taken += 2;
        if (a > b) taken += 4;
        if (a >= b) taken += 8;
        if (a === b) taken += 64;
        if (a !== b) taken += 128;
        if (!(a < b)) notTaken += 1;
        if (!(a <= b)) notTaken += 2;
        if (!(a > b)) notTaken += 4;
        if (!(a >= b)) notTaken += 8;
        if (!(a === b)) notTaken += 64;
        if (!(a !== b)) notTaken += 128;
        const lt = a < b, le = a <= b, gt = a > b, ge = a >= b, seq = a === b, sne = a !== b;
        values += (lt ? 1 : 0) + (le ? 2 : 0) + (gt ? 4 : 0) + (ge ? 8 : 0) + (seq ? 64 : 0) + (sne ? 128 : 0);
    }
    return [taken, notTaken, values];
}

// == and != on numbers, in a loop of their own (the first tier does not record them yet,
// and would then not record the loop above either).
function loose(n, where) {
    const nan = 0 / 0;
    let taken = 0, notTaken = 0, values = 0;
    for (let i = 0; i < n; i++) {
        const isNaN = i % 3 === 2;
        let a = i + 0.5, b = 30.5;
        if (isNaN) {
            if (where !== 1) a = nan;
            if (where !== 0) b = nan;
        }
        if (a == b) taken += 16;
        if (a != b) taken += 32;
        if (!(a == b)) notTaken += 16;
        if (!(a != b)) notTaken += 32;
        values += (a == b ? 16 : 0) + (a != b ? 32 : 0);
    }
    return [taken, notTaken, values];
}

// What the loops above compute, one iteration at a time, without comparing NaN.
function expected(n, bitsOfLoop) {
    let taken = 0, notTaken = 0, values = 0;
    for (let i = 0; i < n; i++) {
        let bits;
        if (i % 3 === 2) {
            bits = 32 + 128;
        } else {
            const a = i + 0.5, b = 30.5;
            const lt = a < b, eq = a === b, gt = !lt && !eq;
            bits = (lt ? 1 : 0) + (lt || eq ? 2 : 0) + (gt ? 4 : 0) + (gt || eq ? 8 : 0) + (eq ? 16 + 64 : 32 + 128);
        }
        bits &= bitsOfLoop;
        taken += bits;
        notTaken += bitsOfLoop - bits;
        values += bits;
    }
    return [taken, notTaken, values];
}

for (let where = 0; where < 3; where++) {
    for (const n of [1, 3, 60, 200]) {
        for (const [name, f, bits] of [["relational", relational, 1 + 2 + 4 + 8 + 64 + 128], ["loose", loose, 16 + 32]]) {
            const got = f(n, where);
            const want = expected(n, bits);
            for (let j = 0; j < 3; j++) {
                const what = name + " " + ["taken", "not taken", "values"][j] + ", NaN at " +
                    ["left", "right", "both"][where] + ", n = " + n;
                shouldBe(got[j], want[j], what);
            }
        }
    }
}

// A loop condition that turns NaN: `x < limit` and `!(x >= limit)` differ once x is NaN.
function untilNaN(n, poison) {
    const nan = 0 / 0;
    let x = 0.25, steps = 0;
    while (x < n) {
        x = x + 1;
        if (x > poison) x = nan;
        steps++;
    }
    let y = 0.25, others = 0;
    while (!(y >= n)) {
        y = y + 1;
        if (y > poison) y = nan;
        others++;
        if (others > 2 * n) break;
    }
    return [steps, x, others, y];
}
for (const poison of [10, 57, 80, 1000]) {
    const [steps, x, others, y] = untilNaN(100, poison);
    shouldBe(steps, Math.min(poison, 100), "steps of x < n with NaN after " + poison);
    shouldBe(x, poison < 100 ? NaN : 100.25, "x after NaN at " + poison);
    shouldBe(others, poison < 100 ? 201 : 100, "steps of !(y >= n) with NaN after " + poison);
    shouldBe(y, poison < 100 ? NaN : 100.25, "y after NaN at " + poison);
}

if ($vm.jitThreshold() > 0)
    shouldBe($vm.jitStats().tracesCompiled >= 1, true, "traces compiled");
