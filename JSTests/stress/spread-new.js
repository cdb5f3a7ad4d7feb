function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Spread in new expressions.
function Point(x, y, z) { this.sum = x + y + (z || 0); }
shouldBe(new Point(...[1, 2]).sum, 3);
shouldBe(new Point(1, ...[2, 3]).sum, 6);

class Vec { constructor(...parts) { this.parts = parts; } }
shouldBe(new Vec(...[1, 2], ...[3]).parts.join(), "1,2,3");

// new with spread of a generator.
function* three() { yield 1; yield 2; yield 3; }
shouldBe(new Point(...three()).sum, 6);

// Array constructor with spread of one number creates a length.
shouldBe(new Array(...[3]).length, 3);
shouldBe(new Array(...[3, 4]).length, 2);
