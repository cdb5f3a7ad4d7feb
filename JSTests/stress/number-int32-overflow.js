function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Integer arithmetic that overflows int32 continues as doubles.
var max = 2147483647;
shouldBe(max + 1, 2147483648);
shouldBe(max * 2, 4294967294);
shouldBe(-max - 2, -2147483649);
shouldBe(-2147483648 * -1, 2147483648);
shouldBe(-2147483648 / -1, 2147483648);
shouldBe(65536 * 65536, 4294967296);
shouldBe(46341 * 46341, 2147488281);

// Accumulating in a loop past the boundary.
var sum = 0;
for (var i = 0; i < 20000; i++) sum += 200000;
shouldBe(sum, 4000000000);

// Multiplication producing -0.
shouldBe(Object.is(0 * -1, -0), true);
shouldBe(Object.is(-5 * 0, -0), true);

// Division of integers producing fractions.
shouldBe(7 / 2, 3.5);
shouldBe(-7 / 2, -3.5);
shouldBe(1 / 3 * 3, 1);

// Overflow in an increment loop and back with |0.
var x = 2147483640;
for (var j = 0; j < 10; j++) x++;
shouldBe(x, 2147483650);
shouldBe(x | 0, -2147483646);

// Negation of the minimum int32.
var min = -2147483648;
shouldBe(-min, 2147483648);
