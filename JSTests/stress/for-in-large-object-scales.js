//@ gcStressEvery(20000)
// for-in over an object with many properties is linear: each key was checked against
// every key seen before it (for shadowing), which made 350,000 keys take minutes
// (issue 15).
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

var n = 350000;
var o = {};
for (var i = 0; i < n; i++) o["k" + i] = i;

var count = 0, sum = 0, previous = -1;
for (var k in o) {
    var value = o[k];
    shouldBe(value, previous + 1, "insertion order");
    previous = value;
    count++;
    sum += value;
}
shouldBe(count, n);
shouldBe(sum, n * (n - 1) / 2);

// Shadowing still works: a prototype's keys that the object also has are listed once.
var child = Object.create(o);
child.k7 = "own";
child.extra = 1;
count = 0;
var sawK7 = 0;
for (var k in child) {
    count++;
    if (k === "k7") sawK7++;
}
shouldBe(count, n + 1);
shouldBe(sawK7, 1);
