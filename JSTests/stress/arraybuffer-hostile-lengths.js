function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}
function succeedsOrRangeError(f) {
    try { return f(); } catch (e) { if (!(e instanceof RangeError)) throw e; }
}

// Lengths no memory holds are RangeErrors, never a crash.
shouldThrow(() => new ArrayBuffer(2 ** 53 - 1), RangeError);
shouldThrow(() => new ArrayBuffer(7 * 2 ** 50), RangeError);
shouldThrow(() => new ArrayBuffer(0, { maxByteLength: 2 ** 53 - 1 }), RangeError);
shouldThrow(() => new SharedArrayBuffer(2 ** 53 - 1), RangeError);
shouldThrow(() => new ArrayBuffer(Infinity), RangeError);

// A gigabyte is either given (zeroed, untouched) or refused with a RangeError.
var big = succeedsOrRangeError(() => new ArrayBuffer(2 ** 30));
if (big && big.byteLength !== 2 ** 30)
    throw new Error("a 1 GB buffer has the wrong length");
big = undefined;
var growable = succeedsOrRangeError(() => new ArrayBuffer(0, { maxByteLength: 2 ** 30 }));
if (growable) {
    succeedsOrRangeError(() => growable.resize(2 ** 30));
    growable.resize(0);
}

// A valueOf that lies about the length each time it is asked.
var calls = 0;
var lying = { valueOf() { return calls++ === 0 ? 4 : 2 ** 53; } };
var buffer = new ArrayBuffer(lying);
if (buffer.byteLength !== 4 || calls !== 1)
    throw new Error("the length is converted once");
