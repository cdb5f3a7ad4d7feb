function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// forEach passes (value, key, map) and thisArg, and follows the map as it changes.
var m = new Map([["a", 1], ["b", 2], ["c", 3]]);
var seen = [];
var receiver = {};
m.forEach(function (value, key, map) {
    shouldBe(this, receiver);
    shouldBe(map, m);
    seen.push(key + value);
    if (key === "a") { map.delete("b"); map.set("d", 4); }
}, receiver);
shouldBe(seen.join(), "a1,c3,d4");

// Clearing inside forEach ends it.
seen = [];
m.forEach(function (value, key) { seen.push(key); m.clear(); });
shouldBe(seen.join(), "a");
shouldBe(m.size, 0);

// Deleting every entry and adding one for each, many times: the table compacts under
// the forEach, which visits each new entry once.
m = new Map();
for (var i = 0; i < 50; i++) m.set(i, i);
var count = 0;
m.forEach(function (value, key) {
    count++;
    m.delete(key);
    if (key < 20000) m.set(key + 50, 0);
});
shouldBe(count, 20050);
shouldBe(m.size, 0);

// An exception from the callback leaves the map usable, and the next forEach starts over.
m = new Map([[1, 1], [2, 2], [3, 3]]);
var thrown = null;
try {
    m.forEach(function (v, k) { if (k === 2) throw new RangeError("stop"); });
} catch (e) { thrown = e; }
shouldBe(thrown instanceof RangeError, true);
seen = [];
m.forEach(function (v, k) { seen.push(k); });
shouldBe(seen.join(), "1,2,3");

// Nested forEach over the same map.
var pairs = 0;
m.forEach(function () { m.forEach(function () { pairs++; }); });
shouldBe(pairs, 9);

// A callback that is not callable is a TypeError, before any call.
var threw = false;
try { m.forEach({}); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true);

// Sets: (value, value, set).
var s = new Set(["x", "y"]);
seen = [];
s.forEach(function (a, b, set) { shouldBe(a, b); shouldBe(set, s); seen.push(a); if (a === "x") s.add("z"); });
shouldBe(seen.join(), "x,y,z");
