function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Iteration is live: it visits entries added during the iteration, skips the ones
// deleted before it reaches them, and an entry deleted and re-added moves to the end.
function keysOf(map) { var out = []; for (var k of map.keys()) out.push(k); return out.join(); }

var m = new Map([[1, "a"], [2, "b"], [3, "c"]]);
var seen = [];
for (var [k, v] of m) {
    seen.push(k + v);
    if (k === 1) { m.set(4, "d"); m.delete(2); }
    if (k === 3) m.set(5, "e");
}
shouldBe(seen.join(), "1a,3c,4d,5e");

// Deleting the current entry and re-adding it visits it again at the end.
m = new Map([["x", 1], ["y", 2]]);
seen = [];
for (var [k] of m) {
    seen.push(k);
    if (seen.length === 1) { m.delete("x"); m.set("x", 3); }
}
shouldBe(seen.join(), "x,y,x");
shouldBe(keysOf(m), "y,x");

// clear() during an iteration ends it, unless entries are added after the clear.
m = new Map([[1, 1], [2, 2], [3, 3]]);
seen = [];
for (var [k] of m) { seen.push(k); if (k === 1) m.clear(); }
shouldBe(seen.join(), "1");
m = new Map([[1, 1], [2, 2], [3, 3]]);
seen = [];
for (var [k] of m) { seen.push(k); if (k === 1) { m.clear(); m.set(9, 9); } }
shouldBe(seen.join(), "1,9");

// An iterator that reached the end but has not said done sees a later entry; once it
// said done it stays done.
m = new Map([[1, 1]]);
var it = m.keys();
shouldBe(it.next().value, 1);
m.set(2, 2);
shouldBe(it.next().value, 2);
var last = it.next();
shouldBe(last.done, true);
shouldBe(last.value, undefined);
m.set(3, 3);
shouldBe(it.next().done, true, "a finished iterator stays finished");

// keys, values, entries and @@iterator; each result is a fresh object.
m = new Map([["a", 1], ["b", 2]]);
shouldBe([...m.keys()].join(), "a,b");
shouldBe([...m.values()].join(), "1,2");
var entries = [...m.entries()];
shouldBe(entries.length, 2);
shouldBe(entries[1][0] + entries[1][1], "b2");
shouldBe(Array.isArray(entries[0]), true);
var first = m[Symbol.iterator]().next(), second = m[Symbol.iterator]().next();
shouldBe(first !== second && first.value !== second.value, true);
shouldBe(Object.getPrototypeOf(m.keys()), Object.getPrototypeOf(m.entries()));
var mapIteratorPrototype = Object.getPrototypeOf(m.keys());
shouldBe(mapIteratorPrototype[Symbol.toStringTag], "Map Iterator");
shouldBe(Object.getPrototypeOf(mapIteratorPrototype), Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
shouldBe(mapIteratorPrototype[Symbol.iterator]() === mapIteratorPrototype, true);

// Several iterators over one map at different places, through a churn that compacts
// the table many times: each still sees exactly the live entries after it, in order.
m = new Map();
for (var i = 0; i < 100; i++) m.set(i, i);
var slow = m.keys(), fast = m.keys();
for (var i = 0; i < 10; i++) slow.next();
var next = 100;
var fromFast = [];
for (var round = 0; round < 50; round++) {
    for (var j = 0; j < 100; j++) {
        var r = fast.next();
        if (r.done) break;
        fromFast.push(r.value);
        m.delete(r.value);
        m.set(next, next);
        next++;
    }
}
shouldBe(fromFast.length, 5000);
for (var i = 0; i < fromFast.length; i++) if (fromFast[i] !== i) throw new Error("fast iterator saw " + fromFast[i] + " at " + i);
// Everything below 5000 was deleted, so the slow iterator continues at 5000.
shouldBe(slow.next().value, 5000);
shouldBe(m.size, 100);

// Iterating an empty map.
shouldBe(new Map().entries().next().done, true);
