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

// A fixed-length buffer: zeroed bytes, its length, not resizable.
var buffer = new ArrayBuffer(12);
shouldBe(buffer.byteLength, 12);
shouldBe(buffer.maxByteLength, 12);
shouldBe(buffer.resizable, false);
shouldBe(Object.prototype.toString.call(buffer), "[object ArrayBuffer]");
shouldBe(Object.getPrototypeOf(buffer), ArrayBuffer.prototype);
shouldBe(new ArrayBuffer().byteLength, 0);
shouldBe(new ArrayBuffer("3").byteLength, 3);
shouldBe(new ArrayBuffer(2.9).byteLength, 2);

// ToIndex: negative and too large lengths are RangeErrors; ArrayBuffer needs new.
shouldThrow(() => new ArrayBuffer(-1), RangeError);
shouldThrow(() => new ArrayBuffer(2 ** 53), RangeError);
shouldThrow(() => ArrayBuffer(1), TypeError);

// A resizable buffer: maxByteLength from the options object, read with Get.
var reads = 0;
var resizable = new ArrayBuffer(4, { get maxByteLength() { reads++; return 16; } });
shouldBe(reads, 1);
shouldBe(resizable.resizable, true);
shouldBe(resizable.maxByteLength, 16);
shouldBe(new ArrayBuffer(4, { maxByteLength: undefined }).resizable, false);
shouldBe(new ArrayBuffer(4, 16).resizable, false);
shouldThrow(() => new ArrayBuffer(17, { maxByteLength: 16 }), RangeError);

// The accessors check their receiver.
var getter = (name) => Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, name).get;
for (var name of ["byteLength", "maxByteLength", "resizable"]) {
    shouldThrow(() => getter(name).call({}), TypeError, name);
    shouldThrow(() => getter(name).call(new SharedArrayBuffer(1)), TypeError, name);
}
shouldBe(ArrayBuffer.isView(buffer), false);
shouldBe(ArrayBuffer.isView(new Uint8Array(2)), true);
shouldBe(ArrayBuffer.isView(new DataView(buffer)), true);
shouldBe(ArrayBuffer[Symbol.species], ArrayBuffer);

// Subclasses get their prototype from new.target.
class MyBuffer extends ArrayBuffer {}
var mine = new MyBuffer(3);
shouldBe(mine instanceof MyBuffer, true);
shouldBe(mine.byteLength, 3);
