// A loop left early (break, return, continue to the next iteration, a break out of
// while (true)) at iteration k, for every k from 0 to past the end. In a trace the early
// exit is a guard that fails: the values the trace computed so far in that iteration must
// reach the interpreter (s before the exit, t not yet updated). The k run upwards in one copy
// of the functions and downwards in another, so the exits happen before, during and after
// the recording, and inside a trace compiled by an earlier call.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const source = `({
    breakAt(n, k) {
        let i = 0, s = 0, t = 0.5;
        for (; i < n; i++) {
            s = s + i * 2;
            if (i === k)
                break;
            t = t + 0.25;
        }
        return [i, s, t];
    },
    returnAt(n, k) {
        let s = 0, t = 0.5;
        for (let i = 0; i < n; i++) {
            s = s + i * 2;
            if (i >= k)
                return [i, s, t];
            t = t + 0.25;
        }
        return [-1, s, t];
    },
    continueAt(n, k) {
        let s = 0, t = 0.5;
        for (let i = 0; i < n; i++) {
            s = s + i * 2;
            if (i === k)
                continue;
            t = t + 0.25;
        }
        return [n, s, t];
    },
    continueFrom(n, k) {
        let s = 0, t = 0.5;
        for (let i = 0; i < n; i++) {
            s = s + i * 2;
            if (i >= k)
                continue;
            t = t + 0.25;
        }
        return [n, s, t];
    },
    whileTrue(n, k) {
        let i = 0, s = 0, t = 0.5;
        while (true) {
            s = s + i * 2;
            if (i === k || i === n)
                break;
            t = t + 0.25;
            i = i + 1;
        }
        return [i, s, t];
    },
})`;

// [index at the exit, s, t] as the loops above compute them.
function expected(name, n, k) {
    switch (name) {
    case "breakAt":
        return k < n ? [k, k * (k + 1), 0.5 + 0.25 * k] : [n, n * (n - 1), 0.5 + 0.25 * n];
    case "returnAt":
        return k < n ? [k, k * (k + 1), 0.5 + 0.25 * k] : [-1, n * (n - 1), 0.5 + 0.25 * n];
    case "continueAt":
        return [n, n * (n - 1), 0.5 + 0.25 * (k < n ? n - 1 : n)];
    case "continueFrom":
        return [n, n * (n - 1), 0.5 + 0.25 * Math.min(k, n)];
    case "whileTrue": {
        const stop = Math.min(k, n);
        return [stop, stop * (stop + 1), 0.5 + 0.25 * stop];
    }
    }
}

const n = 75;
const ks = [];
for (let k = 0; k <= n + 1; k++)
    ks.push(k);
for (const order of [ks, ks.slice().reverse()]) {
    const loops = eval(source);
    for (const k of order) {
        for (const name in loops) {
            const got = loops[name](n, k);
            const want = expected(name, n, k);
            for (let j = 0; j < 3; j++) {
                if (!Object.is(got[j], want[j]))
                    shouldBe(got[j], want[j], name + " at " + k + " (" + ["index", "s", "t"][j] + ")");
            }
        }
    }
}

if ($vm.jitThreshold() > 0)
    shouldBe($vm.jitStats().tracesCompiled >= 10, true, "traces compiled");
