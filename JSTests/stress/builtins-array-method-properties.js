function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// The methods of Array.prototype: names, lengths and attributes.
var expected = {
    at: 1, concat: 1, copyWithin: 2, entries: 0, every: 1, fill: 1, filter: 1, find: 1, findIndex: 1,
    findLast: 1, findLastIndex: 1, flat: 0, flatMap: 1, forEach: 1, includes: 1, indexOf: 1, join: 1,
    keys: 0, lastIndexOf: 1, map: 1, pop: 0, push: 1, reduce: 1, reduceRight: 1, reverse: 0, shift: 0,
    slice: 2, some: 1, sort: 1, splice: 2, toLocaleString: 0, toReversed: 0, toSorted: 1, toSpliced: 2,
    toString: 0, unshift: 1, values: 0, with: 2,
};
for (var name in expected) {
    var descriptor = Object.getOwnPropertyDescriptor(Array.prototype, name);
    shouldBe(typeof descriptor.value, "function", name);
    shouldBe(descriptor.writable, true, name);
    shouldBe(descriptor.enumerable, false, name);
    shouldBe(descriptor.configurable, true, name);
    shouldBe(descriptor.value.length, expected[name], name + ".length");
    shouldBe(descriptor.value.name, name, name + ".name");
    shouldThrow(() => new descriptor.value(), TypeError);
}
shouldBe(Array.from.length, 1);
shouldBe(Array.of.length, 0);
shouldBe(Array.isArray.length, 1);
shouldBe(Object.getOwnPropertyDescriptor(Array, Symbol.species).get.name, "get [Symbol.species]");
// Methods convert the receiver with ToObject.
shouldThrow(() => Array.prototype.map.call(null, x => x), TypeError);
shouldThrow(() => Array.prototype.keys.call(undefined), TypeError);
shouldBe(Array.prototype.includes.call("abc", "b"), true);
