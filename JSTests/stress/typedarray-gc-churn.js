//@ gcStressEvery(20)
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Many typed arrays of every size, some with their buffers made, some sharing a buffer,
// kept and dropped; the survivors keep their contents through collections.
var kept = [];
for (var round = 0; round < 300; round++) {
    var length = (round * 37) % 300;
    var array = new Uint16Array(length);
    for (var i = 0; i < length; i += 7) array[i] = round + i;
    if (round % 4 === 0) array.buffer;
    if (round % 5 === 0) {
        var view = new Uint16Array(array.buffer, 0, length >> 1);
        if (view.length) view[0] = round;
        kept.push([view, round]);
    }
    if (round % 3 === 0) kept.push([array, round]);
    var garbage = new Float64Array(round % 50);
    garbage.fill(round);
}
if (typeof gc === "function") gc();
for (var [array, round] of kept) {
    if (array.length === 0) continue;
    var first = array[0];
    shouldBe(first === round || first === 0, true, "element 0 of round " + round);
    for (var i = 7; i < array.length; i += 7)
        shouldBe(array[i], (round + i) & 0xffff, "round " + round + " element " + i);
}

// Buffers dropped while their views live, views dropped while buffers live.
var buffers = [];
for (var i = 0; i < 200; i++) {
    var buffer = new ArrayBuffer(16, { maxByteLength: 64 });
    new Int32Array(buffer)[0] = i;
    for (var j = 0; j < 5; j++) new Uint8Array(buffer, j);
    buffers.push(buffer);
}
for (var i = 0; i < 200; i++) {
    buffers[i].resize(64);
    shouldBe(new Int32Array(buffers[i])[0], i);
}
