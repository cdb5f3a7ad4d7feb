// structuredClone of binary data: ArrayBuffers (resizable ones too), typed arrays and
// DataViews sharing one copied buffer when they shared one, and transfer, which moves a
// buffer's bytes into the copy and detaches the original once the clone has succeeded.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}
function shouldThrowDataCloneError(f, message) {
    try { f(); } catch (e) {
        shouldBe(e instanceof DOMException, true, message);
        shouldBe(e.name, "DataCloneError", message);
        shouldBe(e.code, 25, message);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected a DataCloneError");
}
// Checks where node 20 departs from the specification run only in Kestrel's harness.
var onKestrel = typeof $vm !== "undefined";

// An ArrayBuffer: a copy of its bytes.
var buffer = new ArrayBuffer(8);
new Uint8Array(buffer).set([1, 2, 3, 4, 5, 6, 7, 8]);
var copy = structuredClone(buffer);
shouldBe(copy instanceof ArrayBuffer, true);
shouldBe(copy !== buffer, true);
shouldBe(copy.byteLength, 8);
shouldBe(Array.from(new Uint8Array(copy)).join(), "1,2,3,4,5,6,7,8");
new Uint8Array(copy)[0] = 99;
shouldBe(new Uint8Array(buffer)[0], 1);
shouldBe(structuredClone(new ArrayBuffer(0)).byteLength, 0);
var large = new Uint8Array(1 << 20);
large[large.length - 1] = 42;
shouldBe(new Uint8Array(structuredClone(large.buffer))[large.length - 1], 42);

// A resizable buffer stays resizable, with its maximum.
var resizable = new ArrayBuffer(4, { maxByteLength: 16 });
new Uint8Array(resizable).set([9, 8, 7, 6]);
copy = structuredClone(resizable);
shouldBe(copy.resizable, true);
shouldBe(copy.maxByteLength, 16);
shouldBe(copy.byteLength, 4);
copy.resize(10);
shouldBe(new Uint8Array(copy)[3], 6);
shouldBe(resizable.byteLength, 4);

// Typed arrays of every kind keep their type, values, offset and length.
var kinds = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array,
             Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array];
for (var Kind of kinds) {
    var isBig = Kind === BigInt64Array || Kind === BigUint64Array;
    var values = isBig ? [1n, -2n, 3n] : [1, -2, 3.5];
    var array = new Kind(values);
    copy = structuredClone(array);
    shouldBe(Object.getPrototypeOf(copy), Kind.prototype, Kind.name);
    shouldBe(copy !== array, true, Kind.name);
    shouldBe(Array.from(copy).join(), Array.from(array).join(), Kind.name);
    shouldBe(copy.buffer !== array.buffer, true, Kind.name);
}
shouldBe(Object.is(structuredClone(new Float64Array([-0]))[0], -0), true);
shouldBe(structuredClone(new Float64Array([NaN]))[0], NaN);

// A view of part of a buffer copies the whole buffer and keeps its offset and length.
var whole = new ArrayBuffer(16);
new Uint8Array(whole).forEach((_, i, a) => a[i] = i);
var part = new Uint16Array(whole, 4, 3);
copy = structuredClone(part);
shouldBe(copy.byteOffset, 4);
shouldBe(copy.length, 3);
shouldBe(copy.buffer.byteLength, 16);
shouldBe(new Uint8Array(copy.buffer)[15], 15);

// Views that share a buffer share its copy, with the buffer itself.
var views = { bytes: new Uint8Array(whole, 2, 4), words: new Int32Array(whole, 8), view: new DataView(whole, 1, 3), whole };
copy = structuredClone(views);
shouldBe(copy.bytes.buffer, copy.whole);
shouldBe(copy.words.buffer, copy.whole);
shouldBe(copy.view.buffer, copy.whole);
shouldBe(copy.whole !== whole, true);
copy.bytes[0] = 200;
shouldBe(new Uint8Array(copy.whole)[2], 200);
shouldBe(copy.view.getUint8(1), 200);
shouldBe(copy.view.byteOffset, 1);
shouldBe(copy.view.byteLength, 3);
shouldBe(copy.words.length, 2);
var same = new Uint8Array(4);
copy = structuredClone([same, same]);
shouldBe(copy[0], copy[1]);

// A length-tracking view of a resizable buffer tracks its copy.
var growable = new ArrayBuffer(4, { maxByteLength: 12 });
var tracking = new Uint8Array(growable, 1);
copy = structuredClone(tracking);
shouldBe(copy.length, 3);
copy.buffer.resize(12);
shouldBe(copy.length, 11);

// Detached buffers and views out of bounds cannot be cloned.
var gone = new ArrayBuffer(4);
var goneView = new Uint8Array(gone);
var goneDataView = new DataView(gone);
structuredClone(gone, { transfer: [gone] });
shouldBe(gone.byteLength, 0);
shouldThrowDataCloneError(() => structuredClone(gone));
shouldThrowDataCloneError(() => structuredClone(goneView));
shouldThrowDataCloneError(() => structuredClone({ view: goneDataView }));
var shrinking = new ArrayBuffer(8, { maxByteLength: 8 });
var outside = new Uint8Array(shrinking, 4, 4);
shrinking.resize(2);
shouldThrowDataCloneError(() => structuredClone(outside));

// Transfer: the copy gets the bytes and the original is detached.
var moving = new ArrayBuffer(4);
new Uint8Array(moving).set([1, 2, 3, 4]);
copy = structuredClone(moving, { transfer: [moving] });
shouldBe(moving.byteLength, 0);
shouldBe(copy.byteLength, 4);
shouldBe(Array.from(new Uint8Array(copy)).join(), "1,2,3,4");
// A view of a transferred buffer views the transferred copy.
moving = new ArrayBuffer(8);
var movingView = new Uint8Array(moving, 2, 4);
movingView.set([5, 6, 7, 8]);
copy = structuredClone({ view: movingView, other: new Uint8Array(moving) }, { transfer: [moving] });
shouldBe(moving.byteLength, 0);
shouldBe(movingView.length, 0);
shouldBe(copy.view.buffer.byteLength, 8);
shouldBe(copy.view.byteOffset, 2);
shouldBe(Array.from(copy.view).join(), "5,6,7,8");
shouldBe(copy.other.buffer, copy.view.buffer);
shouldBe(copy.other[3], 6);
// The value need not mention what it transfers.
moving = new ArrayBuffer(2);
shouldBe(structuredClone("unrelated", { transfer: [moving] }), "unrelated");
shouldBe(moving.byteLength, 0);
// A resizable buffer transfers resizable.
moving = new ArrayBuffer(2, { maxByteLength: 8 });
copy = structuredClone(moving, { transfer: [moving] });
shouldBe(copy.resizable, true);
shouldBe(copy.maxByteLength, 8);
shouldBe(copy.byteLength, 2);
// Any iterable of objects is a transfer list; undefined options or list are fine.
moving = new ArrayBuffer(2);
structuredClone(0, { transfer: new Set([moving]) });
shouldBe(moving.byteLength, 0);
shouldBe(structuredClone(1, undefined), 1);
shouldBe(structuredClone(1, null), 1);
shouldBe(structuredClone(1, {}), 1);
shouldBe(structuredClone(1, { transfer: undefined }), 1);
shouldBe(structuredClone(1, { transfer: [] }), 1);
shouldThrow(() => structuredClone(1, { transfer: 5 }), TypeError);
shouldThrow(() => structuredClone(1, 5), TypeError);

// A failed clone transfers nothing: the buffer is still attached.
var kept = new ArrayBuffer(4);
shouldThrowDataCloneError(() => structuredClone({ buffer: kept, f() {} }, { transfer: [kept] }));
shouldBe(kept.byteLength, 4);
// Getters run while the buffer is still attached.
var during;
structuredClone({ get probe() { during = kept.byteLength; return 0; } }, { transfer: [kept] });
shouldBe(during, 4);
shouldBe(kept.byteLength, 0);

// Errors in the transfer list: a duplicate, something not transferable.
var twice = new ArrayBuffer(1);
shouldThrowDataCloneError(() => structuredClone(0, { transfer: [twice, twice] }));
shouldBe(twice.byteLength, 1);
shouldThrow(() => structuredClone(0, { transfer: [{}] }), Error);
shouldThrow(() => structuredClone(0, { transfer: [new Uint8Array(1)] }), Error);
shouldThrow(() => structuredClone(0, { transfer: [1] }), TypeError);

if (onKestrel) {
    // Node 20 departs from HTML here: a detached buffer in the transfer list is a
    // DataCloneError, as is a SharedArrayBuffer anywhere (a host that is not
    // cross-origin isolated); a null transfer member is a TypeError (not a sequence).
    shouldThrowDataCloneError(() => structuredClone(0, { transfer: [gone] }));
    shouldThrowDataCloneError(() => structuredClone(0, { transfer: [{}] }));
    shouldThrowDataCloneError(() => structuredClone(new SharedArrayBuffer(4)));
    shouldThrowDataCloneError(() => structuredClone(new Uint8Array(new SharedArrayBuffer(4))));
    shouldThrowDataCloneError(() => structuredClone(0, { transfer: [new SharedArrayBuffer(4)] }));
    shouldThrow(() => structuredClone(0, { transfer: null }), TypeError);
    // A buffer detached during the walk fails the transfer, after the buffers before it
    // in the list were transferred.
    var first = new ArrayBuffer(1), second = new ArrayBuffer(1);
    var detacher = { get x() { structuredClone(0, { transfer: [second] }); return 1; } };
    shouldThrowDataCloneError(() => structuredClone(detacher, { transfer: [first, second] }));
    shouldBe(first.byteLength, 0);
    // A buffer resized during the walk transfers at its new length.
    var resized = new ArrayBuffer(2, { maxByteLength: 8 });
    copy = structuredClone({ buffer: resized, get later() { resized.resize(6); return 0; } }, { transfer: [resized] });
    shouldBe(copy.buffer.byteLength, 6);
    // Small typed arrays, with their bytes in the cell, clone to the same state.
    var small = new Uint8Array([1, 2, 3]);
    shouldBe($vm.isHeapAllocatedTypedArray(small), $vm.isHeapAllocatedTypedArray(structuredClone(small)));
}
