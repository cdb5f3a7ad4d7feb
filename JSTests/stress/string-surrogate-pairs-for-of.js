function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// for-of and spread iterate strings by code points; lone surrogates are yielded alone.
var s = "a\u{1F600}b\u{10FFFF}";
var parts = [];
for (var ch of s) parts.push(ch);
shouldBe(parts.length, 4);
shouldBe(parts[1], "\uD83D\uDE00");
shouldBe(parts[1].length, 2);
shouldBe(parts[3], "\uDBFF\uDFFF");

// Lone surrogates.
var lone = "\uD800x\uDC00";
var loneParts = [...lone];
shouldBe(loneParts.length, 3);
shouldBe(loneParts[0], "\uD800");
shouldBe(loneParts[2], "\uDC00");

// Reversed pair (low then high) is two separate code points.
shouldBe([..."\uDC00\uD800"].length, 2);

// High surrogate at the end.
shouldBe([..."ab\uD83D"].length, 3);

// Array.from on strings.
shouldBe(Array.from("\u{1F600}\u{1F601}").length, 2);

// String iterator's prototype chain.
var it = "x"[Symbol.iterator]();
shouldBe(typeof it.next, "function");
var r1 = it.next();
shouldBe(r1.value, "x");
shouldBe(r1.done, false);
var r2 = it.next();
shouldBe(r2.value, undefined);
shouldBe(r2.done, true);
