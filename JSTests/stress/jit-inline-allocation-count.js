//@ runDefault
//@ runEagerJIT
// In the modes where the JIT runs and the free lists are not forced empty, a loop making
// object literals allocates them in the trace: the count goes up by about one per
// iteration (the iterations at free-list refills and before the trace run interpreted).
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function make(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const o = { a: i, b: 2 };
        sum = (sum + o.a * o.b) | 0;
    }
    return sum;
}

const before = $vm.jitStats().inlineAllocations;
shouldBe(make(50000), 2 * (49999 * 50000 / 2) | 0);
const inline = $vm.jitStats().inlineAllocations - before;
shouldBe(inline > 45000 && inline <= 50000, true, "objects allocated inline (" + inline + ")");
