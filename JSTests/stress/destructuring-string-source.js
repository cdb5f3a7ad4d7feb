function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Strings are iterated by code point in array patterns and have index properties for object patterns.
var [a, b, c] = "xyz";
shouldBe(a + b + c, "xyz");

var [emoji, after] = "\u{1F600}!";
shouldBe(emoji.length, 2);
shouldBe(after, "!");

var { 0: first, length } = "hello";
shouldBe(first, "h");
shouldBe(length, 5);

var [...chars] = "a\u{1F600}b";
shouldBe(chars.length, 3);
