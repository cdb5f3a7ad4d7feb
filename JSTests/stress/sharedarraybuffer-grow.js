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

var shared = new SharedArrayBuffer(4, { maxByteLength: 64 });
shouldBe(Object.prototype.toString.call(shared), "[object SharedArrayBuffer]");
shouldBe(shared.growable, true);
shouldBe(shared.maxByteLength, 64);
var view = new Int32Array(shared);
view[0] = 42;
shared.grow(16);
shouldBe(shared.byteLength, 16);
shouldBe(view.length, 4);
shouldBe(view.join(), "42,0,0,0");
shared.grow(16);
shouldThrow(() => shared.grow(8), RangeError, "a shared buffer never shrinks");
shouldThrow(() => shared.grow(65), RangeError);
shouldThrow(() => new SharedArrayBuffer(4).grow(4), TypeError);
shouldThrow(() => SharedArrayBuffer.prototype.grow.call(new ArrayBuffer(4, { maxByteLength: 8 }), 4), TypeError);

// slice copies into a new SharedArrayBuffer.
var copy = shared.slice(0, 8);
shouldBe(copy instanceof SharedArrayBuffer, true);
shouldBe(new Int32Array(copy)[0], 42);
shouldThrow(() => SharedArrayBuffer.prototype.slice.call(new ArrayBuffer(4)), TypeError);
shouldBe(new SharedArrayBuffer(3).growable, false);
shouldBe(new SharedArrayBuffer(3).maxByteLength, 3);
