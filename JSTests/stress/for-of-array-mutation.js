function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Array iterators read length and elements lazily on each step.
var arr = [1, 2, 3];
var seen = [];
for (var v of arr) {
    seen.push(v);
    if (v === 1) arr[2] = "changed";
}
shouldBe(seen.join(), "1,2,changed");

// Removing elements with shift during iteration skips values.
var q = [1, 2, 3, 4];
var visited = [];
for (var x of q) {
    visited.push(x);
    q.shift();
}
shouldBe(visited.join(), "1,3");

// Once an array iterator has finished, it stays finished even if the array grows.
var a = [1];
var it = a[Symbol.iterator]();
shouldBe(it.next().value, 1);
shouldBe(it.next().done, true);
a.push(2);
shouldBe(it.next().done, true);

// An iterator created before the array grows sees the new elements if not yet finished.
var b = [1];
var it2 = b.values();
b.push(2);
shouldBe(it2.next().value, 1);
shouldBe(it2.next().value, 2);
