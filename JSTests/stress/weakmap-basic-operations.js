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

// Keys are objects and symbols that are not registered, compared by identity.
var wm = new WeakMap();
var a = {}, b = function () {}, c = [], s = Symbol("local"), wellKnown = Symbol.iterator;
shouldBe(wm.set(a, 1), wm, "set returns the map");
wm.set(b, 2).set(c, 3).set(s, 4).set(wellKnown, 5);
shouldBe(wm.get(a), 1);
shouldBe(wm.get(b), 2);
shouldBe(wm.get(c), 3);
shouldBe(wm.get(s), 4);
shouldBe(wm.get(Symbol.iterator), 5, "well-known symbols can be held weakly");
shouldBe(wm.get({}), undefined);
shouldBe(wm.get(Symbol("local")), undefined);
wm.set(a, "replaced");
shouldBe(wm.get(a), "replaced");
wm.set(a, undefined);
shouldBe(wm.has(a), true);
shouldBe(wm.delete(a), true);
shouldBe(wm.delete(a), false);
shouldBe(wm.has(a), false);

// Values that cannot be held weakly: set throws, the others answer no.
var invalid = [1, "string", true, null, undefined, 1n, Symbol.for("registered")];
invalid.forEach(function (key) {
    shouldThrow(function () { wm.set(key, 1); }, TypeError, "set " + String(key));
    shouldBe(wm.get(key), undefined);
    shouldBe(wm.has(key), false);
    shouldBe(wm.delete(key), false);
});

// The constructor takes entries; it is not callable without new; it has no species,
// no size, and no iteration.
var k1 = {}, k2 = {};
wm = new WeakMap([[k1, "one"], [k2, "two"]]);
shouldBe(wm.get(k2), "two");
shouldThrow(function () { WeakMap(); }, TypeError, "without new");
shouldThrow(function () { new WeakMap([[1, 2]]); }, TypeError, "invalid key in the iterable");
shouldBe(WeakMap[Symbol.species], undefined);
shouldBe("size" in wm, false);
shouldBe(wm[Symbol.iterator], undefined);
shouldBe(Object.prototype.toString.call(wm), "[object WeakMap]");

// A failing entry closes the iterator.
var closed = 0;
var entries = {
    [Symbol.iterator]() {
        return { next() { return { value: [1, 1], done: false }; }, return() { closed++; return {}; } };
    },
};
shouldThrow(function () { new WeakMap(entries); }, TypeError, "primitive key");
shouldBe(closed, 1);

// Receivers are checked.
["delete", "get", "has", "set"].forEach(function (name) {
    [new Map(), new WeakSet(), WeakMap.prototype, {}, 1].forEach(function (receiver) {
        shouldThrow(function () { WeakMap.prototype[name].call(receiver, {}, 1); }, TypeError, "WeakMap.prototype." + name);
    });
});

// Many keys.
var keys = [];
wm = new WeakMap();
for (var i = 0; i < 10000; i++) { var key = { i: i }; keys.push(key); wm.set(key, i); }
for (var i = 0; i < 10000; i++) if (wm.get(keys[i]) !== i) throw new Error("key " + i);
for (var i = 0; i < 10000; i += 2) wm.delete(keys[i]);
shouldBe(wm.has(keys[0]), false);
shouldBe(wm.get(keys[1]), 1);
