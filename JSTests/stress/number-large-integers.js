function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Integers beyond 2^53 lose precision.
var max = 9007199254740991;
shouldBe(max + 1, 9007199254740992);
shouldBe(max + 2, 9007199254740992);
shouldBe(max + 3, 9007199254740994);
shouldBe(2 ** 53 === 2 ** 53 + 1, true);
shouldBe(Number.isInteger(2 ** 53), true);
shouldBe(Number.isInteger(1e300), true);
shouldBe(Number.isInteger(0.5), false);
shouldBe(Number.isInteger("1"), false);

// Large literal values and their string forms.
shouldBe(String(123456789012345680000), "123456789012345680000");
shouldBe(String(2 ** 64), "18446744073709552000");
shouldBe(String(1e21), "1e+21");
shouldBe(String(999999999999999999999), "1e+21");
shouldBe(String(1.7976931348623157e308), "1.7976931348623157e+308");
shouldBe(1.7976931348623157e308 * 2, Infinity);
shouldBe(String(5e-324), "5e-324");
shouldBe(5e-324 / 2, 0);

// Array indices top out at 2^32 - 2.
var arr = [];
arr[4294967294] = "last";
shouldBe(arr.length, 4294967295);
var notIndex = [];
notIndex[4294967295] = "x";
shouldBe(notIndex.length, 0);
shouldBe(notIndex["4294967295"], "x");
