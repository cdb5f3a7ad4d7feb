function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.3.41 Array.prototype [ @@unscopables ]
var unscopables = Array.prototype[Symbol.unscopables];
shouldBe(Object.getPrototypeOf(unscopables), null);
var names = Object.keys(unscopables).sort().join();
shouldBe(names, "at,copyWithin,entries,fill,find,findIndex,findLast,findLastIndex,flat,flatMap,includes,keys,toReversed,toSorted,toSpliced,values");
shouldBe(unscopables.keys, true);
var descriptor = Object.getOwnPropertyDescriptor(Array.prototype, Symbol.unscopables);
shouldBe(descriptor.writable, false);
shouldBe(descriptor.enumerable, false);
shouldBe(descriptor.configurable, true);
// `with` does not see the names.
var keys = "outer";
with ([]) {
    shouldBe(keys, "outer");
    shouldBe(typeof push, "function");
}
// @@iterator is values.
shouldBe(Array.prototype[Symbol.iterator], Array.prototype.values);
shouldBe(Array.prototype.values.name, "values");
