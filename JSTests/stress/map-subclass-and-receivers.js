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

// Subclasses get real Maps and Sets; the species getters return this.
class Counter extends Map {
    increment(key) { this.set(key, (this.get(key) || 0) + 1); return this; }
}
var counter = new Counter([["a", 5]]);
counter.increment("a").increment("b");
shouldBe(counter.get("a"), 6);
shouldBe(counter.get("b"), 1);
shouldBe(counter instanceof Map, true);
shouldBe(Counter[Symbol.species], Counter);
shouldBe(Map[Symbol.species], Map);
shouldBe(Set[Symbol.species], Set);
class Tags extends Set {}
shouldBe(new Tags(["x", "x", "y"]).size, 2);

// Every method checks its receiver: other objects, including the prototype, a Set
// passed to a Map method, primitives and objects that only look like maps.
var mapMethods = ["clear", "delete", "entries", "forEach", "get", "has", "keys", "set", "values"];
var receivers = [Map.prototype, new Set(), new WeakMap(), {}, [], 1, "map", undefined, null, Symbol(), Object.create(new Map())];
mapMethods.forEach(function (name) {
    receivers.forEach(function (receiver) {
        shouldThrow(function () { Map.prototype[name].call(receiver, function () {}); }, TypeError, "Map.prototype." + name);
    });
});
var sizeGetter = Object.getOwnPropertyDescriptor(Map.prototype, "size").get;
receivers.forEach(function (receiver) { shouldThrow(function () { sizeGetter.call(receiver); }, TypeError, "size"); });
var setMethods = ["add", "clear", "delete", "entries", "forEach", "has", "values"];
[Set.prototype, new Map(), new WeakSet(), {}, 0].forEach(function (receiver) {
    setMethods.forEach(function (name) {
        shouldThrow(function () { Set.prototype[name].call(receiver, function () {}); }, TypeError, "Set.prototype." + name);
    });
});

// Iterator next methods check theirs too: a Map Iterator's next does not take a Set
// Iterator or an array iterator.
var mapNext = new Map().keys().next, setNext = new Set().keys().next;
shouldThrow(function () { mapNext.call(new Set().values()); }, TypeError, "map next on a set iterator");
shouldThrow(function () { setNext.call(new Map().values()); }, TypeError, "set next on a map iterator");
shouldThrow(function () { mapNext.call([][Symbol.iterator]()); }, TypeError, "map next on an array iterator");
shouldThrow(function () { mapNext.call({}); }, TypeError, "map next on an object");

// Methods work when borrowed by another Map, and ignore own properties of the map.
var m = new Map();
m.get = function () { return "own"; };
Map.prototype.set.call(m, 1, 2);
shouldBe(Map.prototype.get.call(m, 1), 2);
shouldBe(m.get(1), "own");

// Maps are ordinary extensible objects with properties of their own.
m.extra = 7;
shouldBe(m.extra, 7);
shouldBe(Object.keys(m).join(), "get,extra");
Object.freeze(m);
m.set(3, 4);
shouldBe(m.get.call ? Map.prototype.get.call(m, 3) : 0, 4, "freezing does not freeze the entries");
