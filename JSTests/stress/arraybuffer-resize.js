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

// Growing exposes zero bytes, shrinking drops the tail, and growing again zeroes what
// shrinking dropped.
var buffer = new ArrayBuffer(4, { maxByteLength: 1000 });
var bytes = new Uint8Array(buffer);
bytes.set([1, 2, 3, 4]);
buffer.resize(8);
shouldBe(buffer.byteLength, 8);
shouldBe(bytes.length, 8);
shouldBe(bytes.join(), "1,2,3,4,0,0,0,0");
buffer.resize(2);
shouldBe(bytes.join(), "1,2");
buffer.resize(6);
shouldBe(bytes.join(), "1,2,0,0,0,0");

// Growing far past the first block keeps the bytes (the block is replaced).
for (var length = 6; length <= 1000; length += 97) {
    buffer.resize(length);
    shouldBe(bytes.length, length);
    shouldBe(bytes[1], 2);
    bytes[length - 1] = length & 0xff;
}
shouldBe(bytes[1], 2);

// Limits: past the maximum is a RangeError; a fixed-length buffer cannot resize.
shouldThrow(() => buffer.resize(1001), RangeError);
shouldThrow(() => buffer.resize(-1), RangeError);
shouldThrow(() => new ArrayBuffer(4).resize(4), TypeError);
shouldThrow(() => ArrayBuffer.prototype.resize.call(new SharedArrayBuffer(4, { maxByteLength: 8 }), 4), TypeError);

// resize converts its argument before it checks for detachment.
var detachable = new ArrayBuffer(4, { maxByteLength: 8 });
var order = [];
detachable.resize({ valueOf() { order.push("valueOf"); return 5; } });
shouldBe(detachable.byteLength, 5);
shouldBe(order.join(), "valueOf");
