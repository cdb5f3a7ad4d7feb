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

// Keys are never converted: valueOf, toString and Symbol.toPrimitive are not called.
var poisoned = {
    valueOf() { throw new Error("valueOf called"); },
    toString() { throw new Error("toString called"); },
    [Symbol.toPrimitive]() { throw new Error("toPrimitive called"); },
};
var m = new Map([[poisoned, 1]]);
shouldBe(m.get(poisoned), 1);
new Set([poisoned]).has(poisoned);
new WeakMap([[poisoned, 1]]).get(poisoned);

// Array-likes of any length are not iterables.
shouldThrow(function () { new Map({ length: 2 ** 53 - 1 }); }, TypeError, "array-like");
shouldThrow(function () { new Set({ length: 2 ** 32 }); }, TypeError, "array-like");
// An @@iterator that returns a primitive, or whose next is missing.
shouldThrow(function () { new Map({ [Symbol.iterator]() { return 1; } }); }, TypeError, "primitive iterator");
shouldThrow(function () { new Set({ [Symbol.iterator]() { return {}; } }); }, TypeError, "no next");

// A getter on an entry that mutates the map under construction, and one that starts
// iterating it.
var target;
class Watched extends Map { set(k, v) { target = this; return super.set(k, v); } }
var entries = [
    [1, "one"],
    { get 0() { target.delete(1); target.set(3, "three"); return 2; }, get 1() { return [...target.keys()].join(); } },
];
m = new Watched(entries);
shouldBe([...m.keys()].join(), "3,2");
shouldBe(m.get(2), "3");

// A result object whose `done` and `value` getters mutate the set being built: each
// mutation is visible, nothing is lost or duplicated.
var built;
class Capture extends Set { add(v) { built = this; return super.add(v); } }
var step = 0;
var iterable = {
    [Symbol.iterator]() {
        return {
            next() {
                step++;
                return {
                    get done() { if (built) built.add("from done " + step); return step > 3; },
                    get value() { if (built) built.delete("from done " + step); return step; },
                };
            },
        };
    },
};
var s = new Capture(iterable);
shouldBe([...s].join(), "1,2,3,from done 4");

// forEach over a map whose callback deletes everything ahead and adds back in reverse.
m = new Map();
for (var i = 0; i < 10; i++) m.set(i, i);
var visited = [];
m.forEach(function (value, key) {
    visited.push(key);
    if (key === 0) {
        for (var j = 1; j < 10; j++) m.delete(j);
        for (var j = 19; j >= 10; j--) m.set(j, j);
    }
});
shouldBe(visited.join(), "0,19,18,17,16,15,14,13,12,11,10");

// Iterators of one map interleaved with clear, set and delete on every step.
m = new Map([[1, 1], [2, 2], [3, 3]]);
var a = m.keys(), b = m.values();
shouldBe(a.next().value, 1);
m.clear();
m.set(4, 40);
shouldBe(b.next().value, 40);
shouldBe(a.next().value, 4);
m.delete(4);
shouldBe(a.next().done, true);
shouldBe(b.next().done, true);
