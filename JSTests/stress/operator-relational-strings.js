function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Comparing two strings compares UTF-16 code units lexicographically.
shouldBe("a" < "b", true);
shouldBe("a" < "B", false);
shouldBe("Z" < "a", true);
shouldBe("abc" < "abd", true);
shouldBe("ab" < "abc", true);
shouldBe("" < "a", true);
shouldBe("10" < "9", true);
shouldBe("10" < 9, false);
shouldBe("a" >= "a", true);
shouldBe("\uD800" > "\uFFFF", false);
shouldBe("\u{1F600}" < "\uFFFF", true);

// Mixed string and number compares numerically.
shouldBe("2" > 1, true);
shouldBe("abc" < 1, false);
shouldBe("abc" >= 1, false);

// null and undefined.
shouldBe(null < 1, true);
shouldBe(null >= 0, true);
shouldBe(null > 0, false);
shouldBe(undefined < 1, false);
shouldBe(undefined >= 1, false);

// Arrays compare as strings.
shouldBe([2] > [10], true);
shouldBe([1, 2] < [1, 3], true);
