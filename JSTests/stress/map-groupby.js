function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, errorType, message) {
    try { fn(); } catch (e) {
        if (!(e instanceof errorType)) throw new Error((message || "") + ": expected " + errorType.name + " but got " + e);
        return e;
    }
    throw new Error((message || "") + ": expected " + errorType.name + " but nothing was thrown");
}

// Map.groupBy is ES2024; node 20 does not have it yet (node 21 does).

// Map.groupBy groups the values of an iterable by the callback's result, compared with
// SameValueZero, in the order the groups were first seen.
var groups = Map.groupBy([1, 2, 3, 4, 5, 6], function (n, index) { return n % 3; });
shouldBe(groups instanceof Map, true);
shouldBe(Object.getPrototypeOf(groups), Map.prototype);
shouldBe([...groups.keys()].join(), "1,2,0");
shouldBe(groups.get(0).join(), "3,6");
shouldBe(groups.get(1).join(), "1,4");
shouldBe(Array.isArray(groups.get(2)), true);

// The index is passed; keys are not converted to property keys.
var indices = [];
var byType = Map.groupBy("abc", function (c, i) { indices.push(i); return i === 1 ? 1 : "1"; });
shouldBe(indices.join(), "0,1,2");
shouldBe(byType.get(1).join(), "b");
shouldBe(byType.get("1").join(), "a,c");

// -0 becomes +0; NaN groups with NaN; objects by identity.
var key = {};
var mixed = Map.groupBy([1, 2, 3, 4, 5], function (n) { return n === 1 ? -0 : n === 2 ? 0 : n === 3 ? NaN : n === 4 ? 0 / 0 : key; });
shouldBe(mixed.size, 3);
shouldBe(Object.is([...mixed.keys()][0], 0), true);
shouldBe(mixed.get(0).join(), "1,2");
shouldBe(mixed.get(NaN).join(), "3,4");
shouldBe(mixed.get(key).join(), "5");

// Errors: a nullish or non-iterable items, a callback that is not callable, a callback
// that throws (which closes the iterator).
shouldThrow(function () { Map.groupBy(null, function () {}); }, TypeError, "null items");
shouldThrow(function () { Map.groupBy(5, function () {}); }, TypeError, "non-iterable items");
shouldThrow(function () { Map.groupBy([], null); }, TypeError, "callback not callable");
var closed = 0;
var iterable = {
    [Symbol.iterator]() {
        return { next() { return { value: 1, done: false }; }, return() { closed++; return {}; } };
    },
};
shouldThrow(function () { Map.groupBy(iterable, function () { throw new RangeError("cb"); }); }, RangeError, "callback throws");
shouldBe(closed, 1);

// An empty iterable gives an empty map.
shouldBe(Map.groupBy([], function () {}).size, 0);
shouldBe(Map.groupBy.length, 2);

// A callback of Map.groupBy that mutates the array it groups.
var items = [1, 2, 3];
var grouped = Map.groupBy(items, function (n) { if (n === 1) items.push(4); return n % 2; });
shouldBe(grouped.get(0).join(), "2,4");
shouldBe(grouped.get(1).join(), "1,3");

// Array-likes of any length are not iterables.
shouldThrow(function () { Map.groupBy({ length: 2 ** 53 - 1, 0: 1 }, function () {}); }, TypeError, "array-like");
