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
function detach(buffer) {
    if (buffer.transfer) buffer.transfer(); else structuredClone(buffer, { transfer: [buffer] });
}

// A DataView of a resizable buffer without a length tracks it.
var rab = new ArrayBuffer(8, { maxByteLength: 16 });
var tracking = new DataView(rab, 2);
var fixed = new DataView(rab, 2, 4);
shouldBe(tracking.byteLength, 6);
rab.resize(16);
shouldBe(tracking.byteLength, 14);
tracking.setUint8(13, 1);
shouldBe(new Uint8Array(rab)[15], 1);
rab.resize(5);
shouldBe(tracking.byteLength, 3);
shouldThrow(() => fixed.byteLength, TypeError, "out of bounds");
shouldThrow(() => fixed.byteOffset, TypeError);
shouldThrow(() => fixed.getUint8(0), TypeError);
shouldThrow(() => tracking.getUint32(0), RangeError);
rab.resize(1);
shouldThrow(() => tracking.byteLength, TypeError);
rab.resize(8);
shouldBe(fixed.byteLength, 4);
shouldBe(fixed.getUint32(0), 0);

// A detached buffer: every accessor but buffer and every method throws a TypeError.
var buffer = new ArrayBuffer(8);
var view = new DataView(buffer);
detach(buffer);
shouldBe(view.buffer, buffer);
shouldThrow(() => view.byteLength, TypeError);
shouldThrow(() => view.byteOffset, TypeError);
shouldThrow(() => view.getInt8(0), TypeError);
shouldThrow(() => view.setInt8(0, 0), TypeError);
// ToIndex runs first: a RangeError for a bad offset wins over the detached buffer.
shouldThrow(() => view.getInt8(-1), RangeError);

// The index and the value are converted before the detached check; a valueOf that
// detaches makes the access fail.
var buffer2 = new ArrayBuffer(8);
var view2 = new DataView(buffer2);
shouldThrow(() => view2.setUint8(0, { valueOf() { detach(buffer2); return 1; } }), TypeError);
var buffer3 = new ArrayBuffer(8);
var view3 = new DataView(buffer3);
shouldThrow(() => view3.getUint8({ valueOf() { detach(buffer3); return 0; } }), TypeError);

// The constructor looks at the buffer again after reading new.target's prototype.
var buffer4 = new ArrayBuffer(8, { maxByteLength: 8 });
var newTarget = function () {}.bind(null);
Object.defineProperty(newTarget, "prototype", { get() { buffer4.resize(2); return DataView.prototype; } });
shouldThrow(() => Reflect.construct(DataView, [buffer4, 4], newTarget), RangeError);
var buffer5 = new ArrayBuffer(8);
var detaching = function () {}.bind(null);
Object.defineProperty(detaching, "prototype", { get() { detach(buffer5); return DataView.prototype; } });
shouldThrow(() => Reflect.construct(DataView, [buffer5], detaching), TypeError);
