function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A small typed array keeps its elements in its own cell until its buffer is asked for.
var small = new Uint8Array(10);
shouldBe($vm.isHeapAllocatedTypedArray(small), true);
for (var i = 0; i < 10; i++) small[i] = i * 3;
shouldBe($vm.isHeapAllocatedTypedArray(small), true);

// Reading .buffer moves the elements to the buffer's block: the data is kept.
var buffer = small.buffer;
shouldBe($vm.isHeapAllocatedTypedArray(small), false);
shouldBe(buffer.byteLength, 10);
shouldBe(small.buffer, buffer, "the same buffer every time");
var alias = new Uint8Array(buffer);
shouldBe(alias.join(), small.join());

// From then on both see each other's writes.
small[2] = 200;
shouldBe(alias[2], 200);
alias[9] = 77;
shouldBe(small[9], 77);
new DataView(buffer).setUint8(0, 5);
shouldBe(small[0], 5);

// The threshold: 64 bytes of elements are in the cell, 65 are not.
shouldBe($vm.isHeapAllocatedTypedArray(new Float64Array(8)), true);
shouldBe($vm.isHeapAllocatedTypedArray(new Uint8Array(64)), true);
shouldBe($vm.isHeapAllocatedTypedArray(new Uint8Array(65)), false);
shouldBe($vm.isHeapAllocatedTypedArray(new Uint8Array(0)), true);
shouldBe($vm.isHeapAllocatedTypedArray(new Uint8Array(new ArrayBuffer(4))), false);
shouldBe($vm.isHeapAllocatedTypedArray({}), false);
shouldBe($vm.isHeapAllocatedTypedArray(1), false);

// Methods that make typed arrays of a length make small ones heap-allocated too.
var source = new Int16Array([5, 1, 4]);
shouldBe($vm.isHeapAllocatedTypedArray(source.slice(1)), true);
shouldBe($vm.isHeapAllocatedTypedArray(source.map((x) => x)), true);
shouldBe($vm.isHeapAllocatedTypedArray(source.toSorted()), true);
shouldBe($vm.isHeapAllocatedTypedArray(Int16Array.from([1, 2])), true);
shouldBe($vm.isHeapAllocatedTypedArray(new Int16Array(source)), true);

// subarray needs the buffer: it materializes it and shares the bytes.
var parent = new Int32Array([1, 2, 3, 4]);
var child = parent.subarray(1, 3);
shouldBe($vm.isHeapAllocatedTypedArray(parent), false);
child[0] = 20;
shouldBe(parent[1], 20);
parent[2] = 30;
shouldBe(child[1], 30);
shouldBe(child.buffer, parent.buffer);
shouldBe(child.byteOffset, 4);

// A large array's own block becomes its buffer's without a copy of the contents lost.
var large = new Float64Array(100);
large[99] = 1.5;
shouldBe($vm.isHeapAllocatedTypedArray(large), false);
var largeBuffer = large.buffer;
shouldBe(new Float64Array(largeBuffer)[99], 1.5);
large[0] = 2.5;
shouldBe(new Float64Array(largeBuffer)[0], 2.5);

// Detaching a materialized buffer empties the view.
var detachable = new Uint8Array([1, 2, 3]);
detachable.buffer.transfer();
shouldBe(detachable.length, 0);
shouldBe(detachable[0], undefined);

// A collection in between keeps everything.
var kept = [];
for (var i = 0; i < 100; i++) {
    var a = new Uint8Array(i % 70);
    if (a.length) a[a.length - 1] = i;
    if (i % 3 === 0) a.buffer;
    kept.push(a);
}
$vm.gc();
for (var i = 0; i < 100; i++) {
    var a = kept[i];
    shouldBe(a.length, i % 70);
    if (a.length) shouldBe(a[a.length - 1], i);
    shouldBe($vm.isHeapAllocatedTypedArray(a), i % 3 !== 0 && a.length <= 64);
}
