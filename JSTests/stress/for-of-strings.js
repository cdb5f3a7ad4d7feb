function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// for-of over strings yields code points.
var out = [];
for (var ch of "ab\u{1F600}c") out.push(ch);
shouldBe(out.length, 4);
shouldBe(out[2], "\u{1F600}");

// Empty string.
var count = 0;
for (var c of "") count++;
shouldBe(count, 0);

// String objects are iterable too.
var fromObj = [];
for (var c2 of Object("xy")) fromObj.push(c2);
shouldBe(fromObj.join(), "x,y");

// Counting characters.
var text = "mississippi";
var counts = {};
for (var letter of text) counts[letter] = (counts[letter] || 0) + 1;
shouldBe(counts.s, 4);
shouldBe(counts.i, 4);
shouldBe(counts.p, 2);
shouldBe(counts.m, 1);
