function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// String equality and ordering compare code units.
shouldBe("abc" === "abc", true);
shouldBe("abc" === "ABC", false);
shouldBe("abc".toUpperCase() === "ABC", true);
shouldBe("a" < "b", true);
shouldBe("apple" < "banana", true);
shouldBe("apple" < "apples", true);
shouldBe("Zebra" < "apple", true);
shouldBe("\u00e9" > "z", true);
shouldBe("" === "", true);
shouldBe("" < " ", true);

// Strings created in different ways compare equal.
var built = "ab";
built += "c";
shouldBe(built === "abc", true);
shouldBe("abc".slice(0) === "abc", true);
shouldBe(["a", "b", "c"].join("") === "abc", true);
shouldBe(String(123) === "123", true);

// Sorting strings uses the same ordering.
var words = ["pear", "Apple", "banana", "apple", "Banana"];
words.sort();
shouldBe(words.join(), "Apple,Banana,apple,banana,pear");

// Strings with embedded NUL characters.
shouldBe("a\0b".length, 3);
shouldBe("a\0b" === "a\0c", false);
shouldBe("a\0" < "a\0\0", true);
