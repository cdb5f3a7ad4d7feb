function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Set iteration is live, like Map iteration.
var s = new Set([1, 2, 3]);
var seen = [];
for (var v of s) {
    seen.push(v);
    if (v === 1) { s.delete(2); s.add(4); }
    if (v === 4) s.add(5);
}
shouldBe(seen.join(), "1,3,4,5");

// Deleting what was visited, and re-adding it, visits it again.
s = new Set(["a", "b"]);
seen = [];
for (var v of s) { seen.push(v); if (seen.length === 1) { s.delete("a"); s.add("a"); } }
shouldBe(seen.join(), "a,b,a");

// clear() during an iteration ends it.
s = new Set([1, 2, 3]);
seen = [];
for (var v of s) { seen.push(v); s.clear(); }
shouldBe(seen.join(), "1");

// A finished iterator stays finished.
s = new Set([1]);
var it = s.values();
it.next();
shouldBe(it.next().done, true);
s.add(2);
shouldBe(it.next().done, true);

// A queue: take the first, push new ones, forever-ish; iteration sees everything once.
var queue = new Set([0]);
var order = [];
for (var v of queue) {
    order.push(v);
    queue.delete(v);
    if (v < 10000) { queue.add(v * 2 + 1); queue.add(v * 2 + 2); }
}
shouldBe(order.length, 20001);
for (var i = 0; i < order.length; i++) if (order[i] !== i) throw new Error("queue order at " + i + ": " + order[i]);
shouldBe(queue.size, 0);
