function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The comma operator evaluates left to right and yields the last value.
var log = [];
var r = (log.push(1), log.push(2), "last");
shouldBe(r, "last");
shouldBe(log.join(), "1,2");

// In for loops.
var sum = 0;
for (var i = 0, j = 10; i < j; i++, j--) sum += j - i;
shouldBe(sum, 30);

// Comma operator produces a value, not a reference (loses this).
var obj = { m() { "use strict"; return this; } };
shouldBe((0, obj.m)(), undefined);
shouldBe((obj.m)(), obj);

// Comma in an arrow body requires parentheses for multiple expressions.
var f = () => (log.push(3), 4);
shouldBe(f(), 4);

// Comma with assignments.
var a, b;
a = 1, b = 2;
shouldBe(a + b, 3);
var c = (a = 5, b = 6);
shouldBe(c, 6);
