// node 20 has no ArrayBuffer.prototype.transfer or detached (node 21 has them).
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

// transfer moves the bytes to a new buffer and detaches the old one, with its views.
var buffer = new ArrayBuffer(8);
var view = new Uint8Array(buffer);
view.set([1, 2, 3, 4, 5, 6, 7, 8]);
shouldBe(buffer.detached, false);
var moved = buffer.transfer();
shouldBe(buffer.detached, true);
shouldBe(buffer.byteLength, 0);
shouldBe(view.length, 0);
shouldBe(view[0], undefined);
shouldBe(moved.byteLength, 8);
shouldBe(new Uint8Array(moved).join(), "1,2,3,4,5,6,7,8");

// A new length truncates or zero-extends.
shouldBe(new Uint8Array(moved.transfer(3)).join(), "1,2,3");
var longer = new ArrayBuffer(2);
new Uint8Array(longer).set([9, 9]);
shouldBe(new Uint8Array(longer.transfer(4)).join(), "9,9,0,0");

// transfer keeps resizability; transferToFixedLength does not.
var resizable = new ArrayBuffer(2, { maxByteLength: 10 });
var kept = resizable.transfer();
shouldBe(kept.resizable, true);
shouldBe(kept.maxByteLength, 10);
shouldThrow(() => kept.transfer(11), RangeError);
var fixed = kept.transferToFixedLength(20);
shouldBe(fixed.resizable, false);
shouldBe(fixed.byteLength, 20);

// A detached buffer cannot be transferred, sliced or resized.
shouldThrow(() => buffer.transfer(), TypeError);
shouldThrow(() => buffer.slice(0), TypeError);
shouldThrow(() => kept.resize(1), TypeError);
shouldBe(buffer.maxByteLength, 0);

// The new length is converted before the detached check: a valueOf that detaches wins.
var victim = new ArrayBuffer(4);
shouldThrow(() => victim.transfer({ valueOf() { victim.transfer(); return 1; } }), TypeError);
