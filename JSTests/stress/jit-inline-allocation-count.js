//@ runDefault
//@ runEagerJIT
// In the modes where the JIT runs and the free lists are not forced empty, a loop making
// object literals that outlive the iteration allocates them in the trace: the count goes
// up by about one per iteration (the iterations at free-list refills and before the trace
// run interpreted). Literals that die in their iteration are not allocated at all.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const ring = [0, 0, 0, 0, 0, 0, 0, 0];
function make(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const o = { a: i, b: 2 };
        ring[i & 7] = o;
        sum = (sum + o.a * o.b) | 0;
    }
    return sum;
}

function temporaries(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const o = { a: i, b: 2 };
        sum = (sum + o.a * o.b) | 0;
    }
    return sum;
}

let before = $vm.jitStats().inlineAllocations;
shouldBe(make(50000), 2 * (49999 * 50000 / 2) | 0);
let inline = $vm.jitStats().inlineAllocations - before;
shouldBe(inline > 45000 && inline <= 50000, true, "objects allocated inline (" + inline + ")");
shouldBe(ring[7].a, 49999);

before = $vm.jitStats().inlineAllocations;
const sunkBefore = $vm.jitStats().sunkAllocations;
shouldBe(temporaries(50000), 2 * (49999 * 50000 / 2) | 0);
inline = $vm.jitStats().inlineAllocations - before;
shouldBe(inline, 0, "temporaries allocated inline");
shouldBe($vm.jitStats().sunkAllocations - sunkBefore, 1, "allocations sunk");
