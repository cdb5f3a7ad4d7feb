function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// add, has, delete, clear and size; elements compare with SameValueZero.
var s = new Set();
shouldBe(s.add(1), s, "add returns the set");
s.add(1).add("1").add(-0).add(0).add(NaN).add(0 / 0).add(1n).add(1n);
shouldBe(s.size, 5);
shouldBe(s.has(+0), true);
shouldBe(s.has("1"), true);
shouldBe(s.has(NaN), true);
shouldBe(s.has(2), false);
shouldBe(Object.is([...s][2], 0), true, "-0 is stored as +0");

// Adding an element again keeps its place.
s.add(1);
shouldBe([...s][0], 1);
shouldBe(s.delete(1), true);
shouldBe(s.delete(1), false);
s.add(1);
shouldBe([...s][s.size - 1], 1, "deleted then added goes to the end");

// Strings by content; objects by identity.
var text = "";
for (var i = 0; i < 30; i++) text += "z";
s.add(text);
shouldBe(s.has("z".repeat(30)), true);
var o = {};
s.add(o);
shouldBe(s.has({}), false);
shouldBe(s.has(o), true);

s.clear();
shouldBe(s.size, 0);
shouldBe(s.has(o), false);

// keys is values; entries gives [v, v]; @@iterator is values.
shouldBe(Set.prototype.keys, Set.prototype.values);
shouldBe(Set.prototype[Symbol.iterator], Set.prototype.values);
s = new Set(["a", "b"]);
var entries = [...s.entries()];
shouldBe(entries[1][0], "b");
shouldBe(entries[1][1], "b");
shouldBe([...s.keys()].join(), "a,b");
var setIteratorPrototype = Object.getPrototypeOf(s.values());
shouldBe(setIteratorPrototype[Symbol.toStringTag], "Set Iterator");
shouldBe(Object.prototype.toString.call(s), "[object Set]");
shouldBe(Set.prototype.add.length, 1);

// Many elements.
var big = new Set();
for (var i = 0; i < 3000; i++) big.add(i % 3 === 0 ? "e" + i : i);
shouldBe(big.size, 3000);
for (var i = 0; i < 3000; i++) if (!big.has(i % 3 === 0 ? "e" + i : i)) throw new Error("missing " + i);
for (var i = 0; i < 3000; i++) big.delete(i % 3 === 0 ? "e" + i : i);
shouldBe(big.size, 0);
big.add("again");
shouldBe([...big].join(), "again");
