//@ gcStressEvery(1000)
// structuredClone at scale: long arrays, many keys, deep nesting (a RangeError past the
// walk's depth limit, not a crash), and a graph big enough to collect during the walk.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}

// A long array of numbers and objects.
var big = [];
for (var i = 0; i < 20000; i++) big.push(i % 3 ? i : { i });
var copy = structuredClone(big);
shouldBe(copy.length, 20000);
shouldBe(copy[19998].i, 19998);
shouldBe(copy[19999], 19999);

// An object with many keys, and a Map with many entries, sharing their values.
var wide = {};
var values = new Map();
for (i = 0; i < 5000; i++) {
    var value = { n: i, text: "value " + i };
    wide["key" + i] = value;
    values.set(value, i);
}
copy = structuredClone({ wide, values });
shouldBe(Object.keys(copy.wide).length, 5000);
shouldBe(copy.values.size, 5000);
shouldBe(copy.values.get(copy.wide.key4321), 4321);
shouldBe(copy.wide.key77.text, "value 77");

// A linked list whose nodes are only reachable through the copy being built.
var list = null;
for (i = 0; i < 3000; i++) list = { i, next: list, data: new Uint8Array([i & 255]) };
copy = structuredClone(list);
var count = 0;
for (var node = copy; node; node = node.next, count++)
    shouldBe(node.data[0], node.i & 255);
shouldBe(count, 3000);

// Deep nesting works to a depth, and past it fails with a RangeError, not a crash.
var deep = {};
for (var d = 0, cursor = deep; d < 1000; d++) cursor = cursor.next = {};
copy = structuredClone(deep);
for (d = 0, cursor = copy; d < 1000; d++) cursor = cursor.next;
shouldBe(typeof cursor, "object");
var deeper = [];
for (d = 0, cursor = deeper; d < 200000; d++) { var next = []; cursor.push(next); cursor = next; }
shouldThrow(() => structuredClone(deeper), RangeError);
