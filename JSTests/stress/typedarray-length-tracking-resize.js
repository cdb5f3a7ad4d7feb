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

var rab = new ArrayBuffer(16, { maxByteLength: 40 });
var tracking = new Uint16Array(rab);           // follows the buffer
var trackingOffset = new Uint16Array(rab, 8);  // follows it from byte 8
var fixed = new Uint16Array(rab, 4, 4);        // bytes 4..12
for (var i = 0; i < tracking.length; i++) tracking[i] = i;
shouldBe(tracking.length, 8);
shouldBe(trackingOffset.length, 4);
shouldBe(fixed.join(), "2,3,4,5");

// Growing: tracking views see the new elements (zero), fixed ones do not change.
rab.resize(24);
shouldBe(tracking.length, 12);
shouldBe(tracking.byteLength, 24);
shouldBe(trackingOffset.length, 8);
shouldBe(tracking.join(), "0,1,2,3,4,5,6,7,0,0,0,0");
shouldBe(fixed.length, 4);

// A length that is not a multiple of the element size rounds down.
rab.resize(23);
shouldBe(tracking.length, 11);
shouldBe(trackingOffset.length, 7);

// Shrinking below a fixed view's end puts it out of bounds: length 0, TypeErrors.
rab.resize(10);
shouldBe(tracking.length, 5);
shouldBe(trackingOffset.length, 1);
shouldBe(fixed.length, 0);
shouldBe(fixed.byteOffset, 0);
shouldBe(fixed[0], undefined);
shouldThrow(() => fixed.fill(1), TypeError);
shouldThrow(() => [...fixed], TypeError);
shouldBe(Object.keys(fixed).length, 0);

// Shrinking below a tracking view's start puts it out of bounds too.
rab.resize(6);
shouldBe(trackingOffset.length, 0);
shouldThrow(() => trackingOffset.join(), TypeError);
shouldBe(tracking.length, 3);

// Growing again brings the views back, with zeros where the bytes were dropped.
rab.resize(40);
shouldBe(fixed.join(), "2,0,0,0");
shouldBe(trackingOffset.length, 16);
shouldBe(tracking.length, 20);

// A view's construction checks the buffer's current length.
shouldThrow(() => new Uint16Array(rab, 42), RangeError);
shouldThrow(() => new Uint16Array(rab, 3), RangeError);
shouldThrow(() => new Uint16Array(rab, 0, 21), RangeError);
shouldBe(new Uint16Array(rab, 40).length, 0);

// subarray of a tracking view without an end tracks too.
var sub = tracking.subarray(2);
rab.resize(12);
shouldBe(sub.length, 4);
shouldBe(tracking.subarray(2, 4).length, 2);
rab.resize(20);
shouldBe(sub.length, 8);

// A resize inside a callback: the length the method read is kept, the rest reads undefined.
rab.resize(8);
var seen = [];
tracking.forEach((value, index) => { if (index === 0) rab.resize(4); seen.push(value); });
shouldBe(seen.join(), "0,1,,");
