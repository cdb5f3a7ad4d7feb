//@ runDefault
//@ runEagerJIT
// In the modes where the JIT runs and the free lists are not forced empty, loops making
// arrays (literals, rest parameters, new Array(n) of a run-time length) that outlive the
// iteration allocate them in the trace: the count goes up by about one per iteration (the
// iterations at free-list refills and before the trace runs are interpreted). Literals
// that die in their iteration are not allocated at all.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function rest(...values) { return values; }
const ring = [0, 0, 0, 0];

const loops = {
    "int32 literal": (n) => {
        let sum = 0;
        for (let i = 0; i < n; i++) {
            const a = [i, 2, 3];
            ring[i & 3] = a;
            sum = (sum + a[0] + a.length) | 0;
        }
        return sum;
    },
    "double literal": (n) => {
        let sum = 0;
        for (let i = 0; i < n; i++) {
            const a = [i + 0.5];
            ring[i & 3] = a;
            sum += a[0];
        }
        return sum;
    },
    "contiguous literal": (n) => {
        let sum = 0;
        for (let i = 0; i < n; i++) {
            const a = [loops, i];
            ring[i & 3] = a;
            sum = (sum + a[1]) | 0;
        }
        return sum;
    },
    "rest parameters": (n) => {
        let sum = 0;
        for (let i = 0; i < n; i++) {
            const a = rest(i, i);
            ring[i & 3] = a;
            sum = (sum + a[1] + a.length) | 0;
        }
        return sum;
    },
    "new Array(n)": (n) => {
        let sum = 0;
        for (let i = 0; i < n; i++) {
            const a = new Array(i & 7);
            ring[i & 3] = a;
            sum = (sum + a.length) | 0;
        }
        return sum;
    },
};

const N = 20000;
const triangle = N * (N - 1) / 2;
const expected = {
    "int32 literal": (triangle + 3 * N) | 0,
    "double literal": N * N / 2,
    "contiguous literal": triangle | 0,
    "rest parameters": (triangle + 2 * N) | 0,
    "new Array(n)": N / 8 * 28,
};
for (const name in loops) {
    const before = $vm.jitStats().inlineAllocations;
    shouldBe(loops[name](N), expected[name], name);
    const inline = $vm.jitStats().inlineAllocations - before;
    shouldBe(inline > 0.9 * N && inline <= N, true, name + ": arrays allocated inline (" + inline + ")");
}

function temporaries(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const a = [i, 2, 3];
        sum = (sum + a[0] + a.length) | 0;
    }
    return sum;
}
const before = $vm.jitStats().inlineAllocations;
shouldBe(temporaries(N), expected["int32 literal"], "temporaries");
shouldBe($vm.jitStats().inlineAllocations - before, 0, "temporary arrays allocated inline");
