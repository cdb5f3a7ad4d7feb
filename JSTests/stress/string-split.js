function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// String.prototype.split with string separators.
shouldBe("a,b,c".split(",").length, 3);
shouldBe("a,b,c".split(",")[2], "c");
shouldBe("a,b,c".split(",", 2).join("|"), "a|b");
shouldBe("abc".split("").join("|"), "a|b|c");
shouldBe("abc".split().length, 1);
shouldBe("abc".split()[0], "abc");
shouldBe("".split(",").length, 1);
shouldBe("".split("").length, 0);
shouldBe(",a,".split(",").join("|"), "|a|");
shouldBe("a--b--c".split("--").join("|"), "a|b|c");
shouldBe("aaa".split("a").length, 4);
shouldBe("abc".split("abc").join("|"), "|");
shouldBe("abc".split("x")[0], "abc");
shouldBe("a,b".split(",", 0).length, 0);
shouldBe("1 2 3".split(" ").map(Number).reduce((a, b) => a + b), 6);

// Splitting strings with surrogate pairs by "" splits code units.
shouldBe("\u{1F600}".split("").length, 2);

