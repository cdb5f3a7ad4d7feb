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

// Elements are objects and unregistered symbols.
var ws = new WeakSet();
var o = {}, s = Symbol();
shouldBe(ws.add(o), ws);
ws.add(o).add(s).add(Symbol.asyncIterator);
shouldBe(ws.has(o), true);
shouldBe(ws.has(s), true);
shouldBe(ws.has(Symbol.asyncIterator), true);
shouldBe(ws.has({}), false);
shouldBe(ws.delete(o), true);
shouldBe(ws.delete(o), false);
shouldBe(ws.has(o), false);
[0, "o", false, null, undefined, 2n, Symbol.for("r")].forEach(function (value) {
    shouldThrow(function () { ws.add(value); }, TypeError, "add " + String(value));
    shouldBe(ws.has(value), false);
    shouldBe(ws.delete(value), false);
});

// The constructor adds each value through add.
var x = {}, y = {};
ws = new WeakSet([x, y, x]);
shouldBe(ws.has(x) && ws.has(y), true);
shouldThrow(function () { new WeakSet([x, 1]); }, TypeError, "a primitive in the iterable");
shouldThrow(function () { WeakSet(); }, TypeError, "without new");
var original = WeakSet.prototype.add;
var calls = 0;
WeakSet.prototype.add = function (v) { calls++; return original.call(this, v); };
new WeakSet([x, y]);
shouldBe(calls, 2);
WeakSet.prototype.add = original;
shouldBe(Object.prototype.toString.call(ws), "[object WeakSet]");

// Receivers are checked.
["add", "delete", "has"].forEach(function (name) {
    [new Set(), new WeakMap(), WeakSet.prototype, {}, "s"].forEach(function (receiver) {
        shouldThrow(function () { WeakSet.prototype[name].call(receiver, {}); }, TypeError, "WeakSet.prototype." + name);
    });
});
