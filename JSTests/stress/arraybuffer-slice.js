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

var buffer = new ArrayBuffer(8);
new Uint8Array(buffer).set([0, 1, 2, 3, 4, 5, 6, 7]);
shouldBe(new Uint8Array(buffer.slice(2, 5)).join(), "2,3,4");
shouldBe(new Uint8Array(buffer.slice(-3)).join(), "5,6,7");
shouldBe(buffer.slice(5, 2).byteLength, 0);
shouldBe(buffer.slice(0, Infinity).byteLength, 8);

// The species constructor decides the result, which must be a big enough other buffer.
class Bigger extends ArrayBuffer {
    static get [Symbol.species]() { return function (n) { return new ArrayBuffer(n + 4); }; }
}
shouldBe(new Bigger(8).slice(0, 2).byteLength, 6);
class Smaller extends ArrayBuffer {
    static get [Symbol.species]() { return function (n) { return new ArrayBuffer(n - 1); }; }
}
shouldThrow(() => new Smaller(8).slice(0, 4), TypeError);
var self = new ArrayBuffer(4);
self.constructor = { [Symbol.species]: function () { return self; } };
shouldThrow(() => self.slice(0), TypeError);
var notABuffer = new ArrayBuffer(4);
notABuffer.constructor = { [Symbol.species]: function () { return {}; } };
shouldThrow(() => notABuffer.slice(0), TypeError);

// A species constructor that detaches the source: the copy then fails.
var victim = new ArrayBuffer(4);
victim.constructor = { [Symbol.species]: function (n) { victim.transfer ? victim.transfer() : structuredClone(victim, { transfer: [victim] }); return new ArrayBuffer(n); } };
shouldThrow(() => victim.slice(0), TypeError);

// A species constructor that shrinks a resizable source copies what is left.
var shrinking = new ArrayBuffer(8, { maxByteLength: 8 });
new Uint8Array(shrinking).set([1, 2, 3, 4, 5, 6, 7, 8]);
shrinking.constructor = { [Symbol.species]: function (n) { shrinking.resize(3); return new ArrayBuffer(n); } };
shouldBe(new Uint8Array(shrinking.slice(1)).join(), "2,3,0,0,0,0,0");
