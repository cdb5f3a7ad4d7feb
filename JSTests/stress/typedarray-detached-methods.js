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

// A typed array over a detached buffer: length, byteLength and byteOffset are 0, elements
// are gone, and every method that validates the array throws a TypeError.
for (var Constructor of [Int8Array, Uint16Array, Float64Array, BigInt64Array]) {
    var buffer = new ArrayBuffer(32);
    var array = new Constructor(buffer, 8, 2);
    detach(buffer);
    shouldBe(array.length, 0);
    shouldBe(array.byteLength, 0);
    shouldBe(array.byteOffset, 0);
    shouldBe(array.buffer, buffer);
    shouldBe(array[0], undefined);
    shouldBe(0 in array, false);
    shouldBe(Object.keys(array).length, 0);
    array[0] = Constructor === BigInt64Array ? 1n : 1;
    shouldBe(array[0], undefined);
    shouldBe(Reflect.defineProperty(array, "0", { value: 1 }), false);
    shouldBe(delete array[0], true);
    var value = Constructor === BigInt64Array ? 0n : 0;
    var methods = {
        at: [0], copyWithin: [0, 0], entries: [], every: [() => true], fill: [value], filter: [() => true],
        find: [() => true], findIndex: [() => true], findLast: [() => true], findLastIndex: [() => true],
        forEach: [() => {}], includes: [value], indexOf: [value], join: [], keys: [], lastIndexOf: [value],
        map: [(x) => x], reduce: [(a, b) => a, value], reduceRight: [(a, b) => a, value], reverse: [],
        set: [[]], slice: [], some: [() => true], sort: [], toLocaleString: [], toReversed: [], toSorted: [],
        values: [], with: [0, value],
    };
    for (var name in methods)
        shouldThrow(() => array[name](...methods[name]), TypeError, Constructor.name + ".prototype." + name);
    shouldThrow(() => array[Symbol.iterator](), TypeError);
    // subarray does not validate: it makes a view of the detached buffer, which fails.
    shouldThrow(() => array.subarray(0), TypeError);
    // Constructing from it or on its buffer fails.
    shouldThrow(() => new Constructor(array), TypeError);
    shouldThrow(() => new Constructor(buffer), TypeError);
    shouldThrow(() => new DataView(buffer), TypeError);
    // Using it as a source of set fails too.
    shouldThrow(() => new Constructor(4).set(array), TypeError);
}

// An iterator made before the detach throws at its next step.
var live = new Uint8Array(4);
var iterator = live.values();
iterator.next();
detach(live.buffer);
shouldThrow(() => iterator.next(), TypeError);
