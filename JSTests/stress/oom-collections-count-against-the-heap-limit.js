//@ requireOptions("--heap-limit=12582912")
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Tables that hold only numbers allocate nothing in the heap, yet their memory counts
// against its limit: growing one ends in a RangeError, and the table stays usable.
function fill(add) {
    var i = 0;
    try {
        for (;; i++) add(i);
    } catch (e) {
        shouldBe(e instanceof RangeError, true);
    }
    return i;
}

var map = new Map();
var entries = fill(i => map.set(i, i));
// 12 MiB hold some hundreds of thousands of entries, not the 2^26 a Map may have.
shouldBe(entries > 10000 && entries < 2e6, true, entries + " entries");
shouldBe(map.size, entries);
shouldBe(map.get(entries - 1), entries - 1);
map.clear();
map.set("again", 1);
shouldBe(map.get("again"), 1);
map = null;

var set = new Set();
var members = fill(i => set.add(i));
shouldBe(members > 10000 && members < 2e6, true, members + " members");
shouldBe(set.has(members - 1), true);
set = null;

// A sparse array's entries live in a table too.
var sparse = [];
var elements = fill(i => { sparse[i * 1000 + 200000] = i; });
shouldBe(elements > 10000 && elements < 2e6, true, elements + " elements");
shouldBe(sparse[(elements - 1) * 1000 + 200000], elements - 1);
sparse = null;
gc();
var after = [];
for (var i = 0; i < 1000; i++) after.push(i);
shouldBe(after.length, 1000);
