function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// push, pop, shift and unshift on arrays and array-likes.
var like = { length: 1, 0: "a" };
shouldBe(Array.prototype.push.call(like, "b", "c"), 3);
shouldBe(like.length, 3);
shouldBe(like[2], "c");
shouldBe(Array.prototype.pop.call(like), "c");
shouldBe(like.length, 2);
shouldBe(like.hasOwnProperty(2), false);
shouldBe(Array.prototype.shift.call(like), "a");
shouldBe(like[0], "b");
shouldBe(like.length, 1);
shouldBe(Array.prototype.unshift.call(like, "x", "y"), 3);
shouldBe(like[0] + like[1] + like[2], "xyb");
// An object with no length gets one.
var empty = {};
shouldBe(Array.prototype.pop.call(empty), undefined);
shouldBe(empty.length, 0);
var fresh = {};
Array.prototype.push.call(fresh, 1);
shouldBe(fresh.length, 1);
// push goes through [[Set]]: a setter on the prototype runs.
var setterValue;
Object.defineProperty(Array.prototype, "0", { set(v) { setterValue = v; }, configurable: true });
var withSetter = [];
withSetter.push("s");
delete Array.prototype[0];
shouldBe(setterValue, "s");
shouldBe(withSetter.hasOwnProperty(0), false);
shouldBe(withSetter.length, 1);
// A read-only length makes push and pop throw.
var fixed = [1, 2];
Object.defineProperty(fixed, "length", { writable: false });
shouldThrow(() => fixed.push(3), TypeError);
shouldThrow(() => fixed.pop(), TypeError);
shouldBe(fixed.length, 2);
// Frozen arrays refuse every change.
var frozen = Object.freeze([1, 2]);
shouldThrow(() => frozen.shift(), TypeError);
shouldThrow(() => frozen.unshift(0), TypeError);
// Holes move with shift and unshift.
var holes = [1, , 3];
holes.shift();
shouldBe(holes.hasOwnProperty(0), false);
shouldBe(holes[1], 3);
holes.unshift(0);
shouldBe(holes.hasOwnProperty(1), false);
shouldBe(holes.length, 3);
// The length may exceed 2^32 on array-likes, but not 2^53 - 1.
var huge = { length: 2 ** 53 - 1 };
shouldThrow(() => Array.prototype.push.call(huge, 1), TypeError);
var big = { length: 2 ** 32 };
Array.prototype.push.call(big, "z");
shouldBe(big[4294967296], "z");
shouldBe(big.length, 4294967297);
shouldBe(Array.prototype.pop.call(big), "z");
