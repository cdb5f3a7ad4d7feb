//@ requireOptions("--heap-limit=12582912")
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Data computed before the heap fills up, kept throughout.
var kept = [];
for (var i = 0; i < 100; i++) kept.push({ index: i, square: i * i });
function checksum() {
    var sum = 0;
    for (var i = 0; i < kept.length; i++) sum += kept[i].index + kept[i].square;
    return sum;
}
shouldBe(checksum(), 333300);

// Fill the heap with big arrays until an allocation fails: a RangeError, caught like any
// exception, with its message and stack.
function exhaust() {
    var hog = [];
    try {
        for (;;) hog.push(new Array(1000).fill(hog.length));
    } catch (e) {
        shouldBe(e instanceof RangeError, true, "the error is a RangeError");
        shouldBe(typeof e.message, "string");
        shouldBe(typeof e.stack, "string");
        return hog.length;
    }
}
for (var round = 0; round < 3; round++) {
    var filled = exhaust();
    shouldBe(filled > 100, true, "round " + round + " filled " + filled + " arrays");
    // What was computed before is intact, and the engine computes again.
    shouldBe(checksum(), 333300, "round " + round);
    var again = [];
    for (var j = 0; j < 200; j++) again.push(new Array(100).fill(j));
    var total = 0;
    for (var j = 0; j < again.length; j++) total += again[j][99];
    shouldBe(total, 19900, "round " + round);
}
