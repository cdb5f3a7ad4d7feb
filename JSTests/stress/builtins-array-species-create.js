function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 10.4.2.3 ArraySpeciesCreate: the methods that make arrays ask the receiver's constructor.
class MyArray extends Array {}
var m = MyArray.from([1, 2, 3]);
shouldBe(m.map(x => x) instanceof MyArray, true);
shouldBe(m.filter(x => x) instanceof MyArray, true);
shouldBe(m.slice(1) instanceof MyArray, true);
shouldBe(m.splice(0, 1) instanceof MyArray, true);
shouldBe(m.concat([4]) instanceof MyArray, true);
shouldBe(m.flat() instanceof MyArray, true);
shouldBe(m.flatMap(x => [x]) instanceof MyArray, true);
// The change-by-copy methods always make plain arrays.
shouldBe(m.toReversed() instanceof MyArray, false);
shouldBe(m.toSorted() instanceof MyArray, false);
shouldBe(m.toSpliced(0, 1) instanceof MyArray, false);
shouldBe(m.with(0, 1) instanceof MyArray, false);
// @@species chooses; null or undefined means Array.
var a = [1, 2, 3];
a.constructor = { [Symbol.species]: function (n) { this.made = n; } };
var made = a.map(x => x * 2);
shouldBe(made.made, 3);
shouldBe(made[2], 6);
a.constructor = { [Symbol.species]: null };
shouldBe(Array.isArray(a.map(x => x)), true);
a.constructor = undefined;
shouldBe(Array.isArray(a.map(x => x)), true);
// A constructor that is not an object or whose species is not a constructor throws.
a.constructor = 5;
shouldThrow(() => a.map(x => x), TypeError);
a.constructor = { [Symbol.species]: () => {} };
shouldThrow(() => a.slice(), TypeError);
// Non-arrays always get a plain array.
var like = { length: 1, 0: "x", constructor: { [Symbol.species]: function () { throw new Error("not used"); } } };
shouldBe(Array.isArray(Array.prototype.map.call(like, x => x)), true);
// The species length is the one the spec gives: map passes len, filter passes 0.
var lengths = [];
var b = [1, 2, 3];
b.constructor = { [Symbol.species]: function (n) { lengths.push(n); return []; } };
b.map(x => x);
b.filter(x => x);
b.slice(1, 2);
b.splice(0, 2);
shouldBe(lengths.join(), "3,0,1,2");
