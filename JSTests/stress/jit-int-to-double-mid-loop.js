// A value that is an int32 when the loop is recorded and turns into a double later (a
// fraction added, a product or a sum that leaves int32, a division that is not exact) must
// go on as the double the interpreter computes: the trace's type guard or overflow guard
// exits, and the interpreter takes over with the values the trace had. The switch happens at
// iteration k for every k from 0 to past the threshold, in a loop that stays warm across
// calls (the same function each time, so the later calls start in the trace).
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

// step turns from 1 into 0.5 at iteration k, and x + step with it.
function fraction(n, k) {
    let x = 0, step = 1;
    for (let i = 0; i < n; i++) {
        if (i === k)
            step = 0.5;
        x = x + step;
    }
    return x;
}

// y doubles until it leaves int32 at iteration k; z = y / 3 is a double from the start.
function growth(n, k) {
    let y = 2 ** (31 - k - 1), z = 0, count = 0;
    for (let i = 0; i < n; i++) {
        y = y * 2;
        z = y / 4;
        if (y > 2147483647)
            count = count + 1;
    }
    return [y, z, count];
}

// d / 2 is an int32 while d is even, then a double for good.
function halves(n, k) {
    let d = 2 * k, sum = 0;
    for (let i = 0; i < n; i++) {
        sum = sum + d / 2;
        d = d - 1;
    }
    return sum;
}

const n = 90;
for (let k = 0; k < n; k++) {
    shouldBe(fraction(n, k), k + (n - k) * 0.5, "fraction from iteration " + k);

    if (k <= 30) {
        const [y, z, count] = growth(n, k);
        shouldBe(y, 2 ** (31 - k - 1 + n), "y from iteration " + k);
        shouldBe(z, y / 4, "y / 4 from iteration " + k);
        shouldBe(count, n - k, "iterations past int32 from iteration " + k);
    }

    // sum over i of (2k - i) / 2 = (2k * n - n * (n - 1) / 2) / 2
    shouldBe(halves(n, k), (2 * k * n - n * (n - 1) / 2) / 2, "halves of " + 2 * k + " down");
}

// The other way round: a double that the interpreter stores as an int32 again (2.5 + 0.5),
// and back.
function roundTrip(n) {
    let v = 0.5, ints = 0;
    for (let i = 0; i < n; i++) {
        v = v + 0.5;
        if (v % 1 === 0)
            ints = ints + 1;
    }
    return [v, ints];
}
for (const n of [1, 2, 57, 58, 200]) {
    const [v, ints] = roundTrip(n);
    shouldBe(v, 0.5 + n * 0.5, "v after " + n);
    shouldBe(ints, (n + 1) >> 1, "integral v in " + n);
}

if ($vm.jitThreshold() > 0)
    shouldBe($vm.jitStats().tracesCompiled >= 3, true, "traces compiled");
