// $vm.gcHeapSize() (JavaScriptCore's test intrinsic): the bytes the last collection found
// live plus those allocated since. Objects kept alive across a collection grow it by at
// least their storage's size; once they are dropped and collected, it shrinks again.
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

// Few allocations of large storage, so that --gc-stress (a collection at every
// allocation) stays quick.
const COUNT = 200;
const ELEMENTS = 1024;
$vm.gc();
const before = $vm.gcHeapSize();
shouldBe(typeof before, "number", "a number");
shouldBe(before > 0, true, "the heap holds the runtime's objects");

let kept = [];
for (let i = 0; i < COUNT; i++) kept.push(new Array(ELEMENTS).fill(i + 0.5));
$vm.gc();
const held = $vm.gcHeapSize();
// Each array's storage holds its elements, 8 bytes each.
shouldBe(held - before >= COUNT * ELEMENTS * 8, true, "kept objects grow it (" + (held - before) + " bytes)");

kept = null;
$vm.gc();
const after = $vm.gcHeapSize();
shouldBe(held - after >= COUNT * ELEMENTS * 8, true, "collected objects shrink it (" + (held - after) + " bytes)");

// Allocation since the last collection counts too.
const garbage = [];
for (let i = 0; i < 100; i++) garbage.push([i, i + 1]);
shouldBe($vm.gcHeapSize() >= after, true, "allocation since the collection");
