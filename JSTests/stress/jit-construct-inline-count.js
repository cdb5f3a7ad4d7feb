//@ runDefault
//@ runEagerJIT
// In the modes where the JIT runs and the free lists are not forced empty, `new` of a
// constructor written in JavaScript is inlined into the trace with `this` allocated there:
// the inline allocations go up by about one per object. (Were the `new` called out to, the
// interpreter would make every object.) An object that dies in its iteration is not
// allocated at all: its allocation is sunk.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function Cell(value, next) {
    this.value = value;
    this.next = next;
}
class Counter {
    constructor(start) {
        this.count = start;
    }
}

function make(n) {
    let list = null;
    let sum = 0;
    for (let i = 0; i < n; i++) {
        list = new Cell(i, i % 1000 === 0 ? null : list);
        sum = (sum + new Counter(list.value).count) | 0;
    }
    return sum;
}

const before = $vm.jitStats().inlineAllocations;
const sunkBefore = $vm.jitStats().sunkAllocations;
shouldBe(make(50000), (49999 * 50000 / 2) | 0);
const inline = $vm.jitStats().inlineAllocations - before;
// The Cells are kept (the list holds them); the Counters die at once.
shouldBe(inline > 45000 && inline <= 50000, true, "objects allocated inline (" + inline + ")");
shouldBe($vm.jitStats().sunkAllocations - sunkBefore >= 1, true, "the Counter is sunk");
shouldBe($vm.jitStats().aborts["unsupported: a constructor's this made otherwise than the trace would"], undefined);
