function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Relational and loose equality comparisons between BigInt and Number are allowed.
shouldBe(1n < 2, true);
shouldBe(2 > 1n, true);
shouldBe(1n <= 1, true);
shouldBe(1n < 1.5, true);
shouldBe(2n > 1.5, true);
shouldBe(1n == 1, true);
shouldBe(1n === 1, false);
shouldBe(1n != 1, false);
shouldBe(0n == -0, true);
shouldBe(1n < NaN, false);
shouldBe(1n > NaN, false);
shouldBe(1n == NaN, false);
shouldBe(1n < Infinity, true);
shouldBe(1n > -Infinity, true);
shouldBe(2n ** 64n > 2 ** 64 - 1, false);
shouldBe(2n ** 64n == 2 ** 64, true);
shouldBe(2n ** 53n + 1n > 2 ** 53, true);

// Comparison with strings.
shouldBe(10n > "9", true);
shouldBe(10n == "10", true);
shouldBe(1n < "x", false);
shouldBe(1n >= "x", false);

// Sorting a mixed array with a comparator based on <.
var mixed = [3n, 1, 2n, 0.5];
mixed.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
shouldBe(mixed.map(String).join(), "0.5,1,2,3");
