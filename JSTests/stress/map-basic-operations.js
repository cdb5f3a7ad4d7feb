function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// get, set, has, delete, clear and size on keys of every type.
var m = new Map();
shouldBe(m.size, 0);
shouldBe(m.get("missing"), undefined);
shouldBe(m.has("missing"), false);
shouldBe(m.delete("missing"), false);

var object = {}, symbol = Symbol("s"), fn = function () {};
var keys = [1, 1.5, "one", true, false, null, undefined, object, symbol, fn, 10n, -7];
keys.forEach(function (key, i) { shouldBe(m.set(key, i), m, "set returns the map"); });
shouldBe(m.size, keys.length);
keys.forEach(function (key, i) {
    shouldBe(m.get(key), i, "get " + String(key));
    shouldBe(m.has(key), true, "has " + String(key));
});
shouldBe(m.get({}), undefined, "objects are keys by identity");
shouldBe(m.get(Symbol("s")), undefined, "symbols are keys by identity");

// Setting an existing key replaces the value and keeps the entry's place.
m.set(1, "first again");
shouldBe(m.get(1), "first again");
shouldBe(m.size, keys.length);
shouldBe(m.keys().next().value, 1);

// A value may be undefined: has still says the key is there.
m.set("u", undefined);
shouldBe(m.has("u"), true);
shouldBe(m.get("u"), undefined);

shouldBe(m.delete(object), true);
shouldBe(m.delete(object), false);
shouldBe(m.has(object), false);
shouldBe(m.size, keys.length);

m.clear();
shouldBe(m.size, 0);
shouldBe(m.has(1), false);
m.set("after clear", 1);
shouldBe(m.size, 1);
shouldBe(m.get("after clear"), 1);

// Many integer and string keys.
var big = new Map();
for (var i = 0; i < 3000; i++) big.set(i, i * 2);
for (var i = 0; i < 3000; i++) big.set("s" + i, i);
shouldBe(big.size, 6000);
for (var i = 0; i < 3000; i++) {
    if (big.get(i) !== i * 2) throw new Error("int key " + i);
    if (big.get("s" + i) !== i) throw new Error("string key " + i);
}
for (var i = 0; i < 3000; i += 2) big.delete(i);
shouldBe(big.size, 4500);
shouldBe(big.has(2), false);
shouldBe(big.get(3), 6);

// The prototype's shape.
shouldBe(Map.prototype[Symbol.iterator], Map.prototype.entries);
shouldBe(Map.prototype[Symbol.toStringTag], "Map");
shouldBe(Object.prototype.toString.call(new Map()), "[object Map]");
shouldBe(Map.length, 0);
shouldBe(Map.prototype.set.length, 2);
shouldBe(Object.getOwnPropertyDescriptor(Map.prototype, "size").get.name, "get size");
shouldBe(Object.getOwnPropertyDescriptor(Map, Symbol.species).get.call(42), 42);
