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

var buffer = new ArrayBuffer(16);
var view = new DataView(buffer, 2, 12);
shouldBe(view.byteOffset, 2);
shouldBe(view.byteLength, 12);
shouldBe(view.buffer, buffer);
shouldBe(Object.prototype.toString.call(view), "[object DataView]");

// Big-endian by default, little-endian when asked.
view.setUint16(0, 0x1234);
var bytes = new Uint8Array(buffer);
shouldBe(bytes[2], 0x12);
shouldBe(bytes[3], 0x34);
shouldBe(view.getUint16(0, true), 0x3412);
view.setInt32(4, -2, true);
shouldBe(view.getInt32(4, true), -2);
shouldBe(view.getUint32(4, true), 4294967294);
shouldBe(view.getInt8(4), -2);
shouldBe(view.getUint8(4), 254);
view.setFloat64(0, Math.PI);
shouldBe(view.getFloat64(0), Math.PI);
shouldBe(view.getFloat64(0, true) === Math.PI, false);
view.setFloat32(8, 0.1, true);
shouldBe(view.getFloat32(8, true), Math.fround(0.1));
view.setBigInt64(0, -3n);
shouldBe(view.getBigInt64(0), -3n);
shouldBe(view.getBigUint64(0), 2n ** 64n - 3n);
view.setBigUint64(4, 2n ** 64n + 1n, true);
shouldBe(view.getBigUint64(4, true), 1n);
// Unaligned offsets work.
view.setInt16(1, -300);
shouldBe(view.getInt16(1), -300);

// Conversions and checks: ToIndex on the offset, then the value, then the bounds.
shouldThrow(() => view.getInt8(-1), RangeError);
shouldThrow(() => view.getInt8(12), RangeError);
shouldThrow(() => view.getFloat64(5), RangeError);
shouldThrow(() => view.setInt8(12, 0), RangeError);
shouldThrow(() => view.setBigInt64(0, 1), TypeError);
shouldThrow(() => view.setInt8(0, 1n), TypeError);
var order = [];
shouldThrow(() => view.setInt8({ valueOf() { order.push("index"); return 100; } }, { valueOf() { order.push("value"); return 1; } }), RangeError);
shouldBe(order.join(), "index,value");
view.setUint8("3", "7");
shouldBe(view.getUint8(3), 7);
shouldBe(view.getUint8(), view.getUint8(0));

// The constructor's checks and the receiver checks.
shouldThrow(() => DataView(buffer), TypeError);
shouldThrow(() => new DataView({}), TypeError);
shouldThrow(() => new DataView(buffer, 17), RangeError);
shouldThrow(() => new DataView(buffer, 4, 13), RangeError);
shouldBe(new DataView(buffer, 16).byteLength, 0);
shouldThrow(() => DataView.prototype.getInt8.call(new Uint8Array(4), 0), TypeError);
shouldThrow(() => Object.getOwnPropertyDescriptor(DataView.prototype, "byteLength").get.call({}), TypeError);
class MyView extends DataView {}
shouldBe(new MyView(buffer) instanceof MyView, true);
shouldBe(new DataView(new SharedArrayBuffer(4)).byteLength, 4);
