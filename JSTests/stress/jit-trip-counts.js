// Loops that run 0, 1, threshold - 1, threshold, threshold + 1, threshold + 2 and many
// times, in four loop shapes. A loop that runs no more than the threshold is never
// recorded; one that runs two iterations past it has its last iteration in the trace. The
// results are the interpreter's in every case. Each trip count gets fresh copies of the
// functions (their loop counters start at zero), and each copy is called twice: the second
// call enters the trace at once if the first compiled one.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const threshold = $vm.jitThreshold();
const jit = threshold > 0;
// Without the JIT, the trip counts of the default threshold.
const t = jit ? threshold : 56;

// Each returns [its result, whether its last iteration ran in a trace].
const shapes = {
    forUp: `(function (n) {
        const inTrace = $vm.inTrace;
        let last = false, s = 0;
        for (let i = 0; i < n; i++) { s = s + i * 3; last = inTrace(); }
        return [s, last];
    })`,
    forDown: `(function (n) {
        const inTrace = $vm.inTrace;
        let last = false, s = 0.5;
        for (let i = n; i > 0; i--) { s = s + i; last = inTrace(); }
        return [s, last];
    })`,
    whileLoop: `(function (n) {
        const inTrace = $vm.inTrace;
        let last = false, s = 7, i = 0;
        while (i < n) { s = (s * 5 + i) & 1023; i = i + 1; last = inTrace(); }
        return [s, last];
    })`,
    // The body runs once more than the others (at least once).
    doWhile: `(function (n) {
        const inTrace = $vm.inTrace;
        let last = false, s = 0, i = 0;
        do { s = s - i; i = i + 1; last = inTrace(); } while (i <= n);
        return [s, last];
    })`,
};

function expected(shape, n) {
    switch (shape) {
    case "forUp":
        return 3 * n * (n - 1) / 2 + 0;  // + 0: not -0 for n = 0
    case "forDown":
        return 0.5 + n * (n + 1) / 2;
    case "whileLoop": {
        let s = 7;
        for (let i = 0; i < n; i++)
            s = (s * 5 + i) & 1023;
        return s;
    }
    case "doWhile":
        return 0 - n * (n + 1) / 2;
    }
}

for (const n of [0, 1, t - 1, t, t + 1, t + 2, 2 * t + 3]) {
    for (const shape in shapes) {
        // do-while runs its body n + 1 times.
        const iterations = shape === "doWhile" ? n + 1 : n;
        const f = eval(shapes[shape]);
        let compiledByFirstCall = false;
        for (let call = 0; call < 2; call++) {
            const before = $vm.jitStats().tracesCompiled;
            const [result, last] = f(n);
            const compiled = $vm.jitStats().tracesCompiled - before;
            const what = shape + " with " + iterations + " iterations, call " + call;
            shouldBe(result, expected(shape, n), what);
            if (!jit) {
                shouldBe(last, false, what + ": in a trace without the JIT");
                shouldBe(compiled, 0, what + ": traces compiled without the JIT");
            } else if (call === 0) {
                compiledByFirstCall = compiled > 0;
                if (iterations <= threshold) {
                    shouldBe(compiled, 0, what + ": compiled below the threshold");
                    shouldBe(last, false, what + ": the last iteration in a trace below the threshold");
                }
                if (iterations >= threshold + 2) {
                    shouldBe(compiled, 1, what + ": compiled");
                    shouldBe(last, true, what + ": the last iteration in a trace");
                }
            } else if (compiledByFirstCall) {
                // This one starts in the trace.
                shouldBe(compiled, 0, what + ": compiled again");
                shouldBe(last, true, what + ": the last iteration in a trace");
            }
        }
    }
}
