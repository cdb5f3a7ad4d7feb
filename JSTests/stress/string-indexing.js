function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Indexing strings with [], charAt, charCodeAt and at.
var s = "hello";
shouldBe(s[0], "h");
shouldBe(s[4], "o");
shouldBe(s[5], undefined);
shouldBe(s[-1], undefined);
shouldBe(s["1"], "e");
shouldBe(s[1.5], undefined);
shouldBe(s.charAt(1), "e");
shouldBe(s.charAt(10), "");
shouldBe(s.charAt(-1), "");
shouldBe(s.charCodeAt(0), 104);
shouldBe(s.charCodeAt(10), NaN);
shouldBe(s.at(0), "h");
shouldBe(s.at(-1), "o");
shouldBe(s.at(-5), "h");
shouldBe(s.at(-6), undefined);
shouldBe(s.at(5), undefined);

// Index properties are non-writable and non-configurable; in doesn't work on primitives.
var d = Object.getOwnPropertyDescriptor(s, "0");
shouldBe(d.value, "h");
shouldBe(d.writable, false);
shouldBe(d.enumerable, true);
shouldBe(d.configurable, false);
shouldBe(Object.keys("abc").join(), "0,1,2");
shouldBe(Object.getOwnPropertyNames("ab").join(), "0,1,length");

// Looping over indices.
var reversed = "";
for (var i = s.length - 1; i >= 0; i--) reversed += s[i];
shouldBe(reversed, "olleh");

// Surrogate pairs count as two code units.
var emoji = "\u{1F600}";
shouldBe(emoji.length, 2);
shouldBe(emoji.charCodeAt(0), 0xD83D);
shouldBe(emoji.charCodeAt(1), 0xDE00);
shouldBe(emoji[0] === "\uD83D", true);
