function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Well-known symbols drive language protocols.
shouldBe(typeof Symbol.iterator, "symbol");
shouldBe(typeof Symbol.asyncIterator, "symbol");
shouldBe(typeof Symbol.hasInstance, "symbol");
shouldBe(typeof Symbol.toPrimitive, "symbol");
shouldBe(typeof Symbol.toStringTag, "symbol");
shouldBe(typeof Symbol.unscopables, "symbol");
shouldBe(typeof Symbol.species, "symbol");

// The well-known symbol properties are not writable or configurable.
var d = Object.getOwnPropertyDescriptor(Symbol, "iterator");
shouldBe(d.writable, false);
shouldBe(d.configurable, false);

// Symbol.iterator: custom iteration in for-of, spread, destructuring and Array.from.
var range = {
    *[Symbol.iterator]() { yield 1; yield 2; yield 3; },
};
var collected = [];
for (var v of range) collected.push(v);
shouldBe(collected.join(), "1,2,3");
shouldBe([...range].length, 3);
var [first] = range;
shouldBe(first, 1);
shouldBe(Array.from(range).join(), "1,2,3");

// Symbol.toPrimitive with hints.
var money = { [Symbol.toPrimitive](hint) { return hint === "number" ? 42 : "forty-two"; } };
shouldBe(+money, 42);
shouldBe(`${money}`, "forty-two");

// Symbol.hasInstance.
var Positive = { [Symbol.hasInstance](n) { return n > 0; } };
shouldBe(5 instanceof Positive, true);

// Symbol.toStringTag.
shouldBe(Object.prototype.toString.call({ [Symbol.toStringTag]: "Tagged" }), "[object Tagged]");

// Symbol.species on built-in constructors returns this.
shouldBe(Array[Symbol.species], Array);
shouldBe(Promise[Symbol.species], Promise);
class MyArr extends Array {}
shouldBe(MyArr[Symbol.species], MyArr);
