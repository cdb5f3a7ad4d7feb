function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Objects built the same way share a structure (one id); another order of properties is
// another structure. A delete gives an object a dictionary structure of its own.
function point(x, y) { return { x, y }; }
var p = point(1, 2), q = point(3, 4);
shouldBe($vm.structureId(p), $vm.structureId(q));
var r = { y: 1, x: 2 };
shouldBe($vm.structureId(p) === $vm.structureId(r), false);
delete q.y;
shouldBe($vm.structureId(p) === $vm.structureId(q), false);
shouldBe($vm.structureId(1), undefined);

// Ordinary objects keep 6 properties inline; arrays none.
shouldBe($vm.inlineCapacity({}), 6);
shouldBe($vm.inlineCapacity([]), 0);
shouldBe($vm.inlineCapacity(null), undefined);

// Long concatenations are ropes until something flattens them; short ones are copied.
var left = "a".repeat(20), right = "b".repeat(20);
var rope = left + right;
shouldBe($vm.isRope(rope), true);
shouldBe($vm.isRope("ab" + "cd"), false);
shouldBe(rope.charCodeAt(0), 97);
shouldBe($vm.isRope(rope), false, "charCodeAt flattens");
shouldBe($vm.isRope(5), false);

// No JIT yet: nothing runs in a trace, and nothing was compiled.
shouldBe($vm.inTrace(), false);
var stats = $vm.jitStats();
shouldBe(stats.tracesCompiled, 0);
shouldBe(stats.exits, 0);
shouldBe(stats.inlineAllocations, 0);
shouldBe(typeof stats.aborts, "object");
shouldBe($vm.isHeapAllocatedTypedArray({}), false);
