//@ gcStressEvery(20)
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A full collection where the shell has one (node without --expose-gc has none).
var collect = typeof gc === "function" ? gc : function () {};

// A Map holds its keys and values strongly: entries reachable only through the map
// survive collections, whatever their kind, while the map grows, shrinks and compacts.
function fill(map, count) {
    for (var i = 0; i < count; i++) {
        var key = i % 4 === 0 ? { id: i } : i % 4 === 1 ? "key-" + i + "-" + "x".repeat(i % 20) : i % 4 === 2 ? Symbol("s" + i) : 2n ** BigInt(64 + i);
        map.set(key, { value: i, text: "v" + i });
    }
}
var map = new Map();
fill(map, 2000);
collect();
var seen = 0;
map.forEach(function (value, key) {
    if (value.text !== "v" + value.value) throw new Error("value " + value.value + " damaged");
    if (typeof key === "object" && key.id !== value.value) throw new Error("key " + value.value + " damaged");
    if (typeof key === "string" && key.indexOf("key-" + value.value + "-") !== 0) throw new Error("string key " + key);
    if (typeof key === "bigint" && key !== 2n ** BigInt(64 + value.value)) throw new Error("bigint key " + value.value);
    seen++;
});
shouldBe(seen, 2000);
// String and BigInt keys are found by content after the collection.
shouldBe(map.get("key-5-" + "x".repeat(5)).value, 5);
shouldBe(map.get(2n ** 67n).value, 3);

// Delete most entries (the table shrinks), collect, and the rest is intact.
var keys = [...map.keys()];
for (var i = 0; i < keys.length; i++) if (i % 10 !== 0) map.delete(keys[i]);
collect();
shouldBe(map.size, 200);
var values = [...map.values()];
for (var i = 0; i < values.length; i++) shouldBe(values[i].value, i * 10);

// Sets hold their elements strongly too.
var set = new Set();
for (var i = 0; i < 500; i++) set.add({ n: i });
collect();
var total = 0;
for (var element of set) total += element.n;
shouldBe(total, 124750);

// Many short-lived maps: their tables are freed with them, and collections run because
// of the memory the tables own.
for (var round = 0; round < 200; round++) {
    var temporary = new Map();
    for (var i = 0; i < 200; i++) temporary.set(i, i);
}
shouldBe(map.size, 200);
