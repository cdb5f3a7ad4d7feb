function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// NaN compares unequal to everything, including itself.
var n = NaN;
shouldBe(n === n, false);
shouldBe(n == n, false);
shouldBe(n != n, true);
shouldBe(n < 1, false);
shouldBe(n > 1, false);
shouldBe(n <= n, false);
shouldBe(n >= n, false);
shouldBe(1 < n, false);
shouldBe(Number.isNaN(n), true);
shouldBe(Number.isNaN("abc"), false);
shouldBe(isNaN("abc"), true);
shouldBe(Object.is(n, 0 / 0), true);

// Sources of NaN.
shouldBe(0 / 0, NaN);
shouldBe(Infinity - Infinity, NaN);
shouldBe(Infinity * 0, NaN);
shouldBe(Math.sqrt(-1), NaN);
shouldBe(parseInt("x"), NaN);
shouldBe(Number(undefined), NaN);
shouldBe(Number({}), NaN);
shouldBe("a" * 1, NaN);
shouldBe(5 % 0, NaN);
shouldBe(Infinity % 1, NaN);

// NaN is falsy and propagates.
shouldBe(!NaN, true);
shouldBe(NaN + 1, NaN);
shouldBe(Math.max(1, NaN), NaN);
shouldBe(Math.min(NaN, 1), NaN);

// Sorting with NaN comparisons still terminates (comparator returns NaN -> treated as 0).
var arr = [3, 1, 2];
arr.sort(() => NaN);
shouldBe(arr.length, 3);

// Switch uses strict equality: NaN never matches.
var matched = "none";
switch (NaN) { case NaN: matched = "nan"; break; default: matched = "default"; }
shouldBe(matched, "default");
