//@ gcStressEvery(500)
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Build a 100,000-level nested array in a loop, then walk it iteratively.
var depth = 100000;
var root = [];
var current = root;
for (var i = 0; i < depth; i++) {
    var next = [];
    current.push(i, next);
    current = next;
}
current.push("bottom");

var node = root;
var count = 0;
var sum = 0;
while (node.length === 2) {
    sum += node[0];
    node = node[1];
    count++;
}
shouldBe(count, depth);
shouldBe(node[0], "bottom");
shouldBe(sum, depth * (depth - 1) / 2);

// Build an equally deep chain of objects and unwind it.
var list = null;
for (var j = 0; j < depth; j++) list = { value: j, next: list };
var length = 0;
for (var p = list; p; p = p.next) length++;
shouldBe(length, depth);

// Cutting the chain in the middle and walking again.
var mid = list;
for (var k = 0; k < depth / 2; k++) mid = mid.next;
mid.next = null;
length = 0;
for (var q = list; q; q = q.next) length++;
shouldBe(length, depth / 2 + 1);
