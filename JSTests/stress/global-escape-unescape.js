// Annex B's escape and unescape: %XX below 256, %uXXXX above, and unescape leaves
// malformed sequences as they are.
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}

shouldBe(escape("AZaz09@*_+-./"), "AZaz09@*_+-./", "unescaped set");
shouldBe(escape(" !\"#$%&'(),:;<=>?[\\]^`{|}~"), "%20%21%22%23%24%25%26%27%28%29%2C%3A%3B%3C%3D%3E%3F%5B%5C%5D%5E%60%7B%7C%7D%7E", "ASCII punctuation");
shouldBe(escape("\u00e9\u0100\uffff\ud800"), "%E9%u0100%uFFFF%uD800", "non-ASCII code units");
shouldBe(escape(), "undefined", "no argument");
shouldBe(escape(12.5), "12.5", "number argument");

shouldBe(unescape("%41%62%u0043%u00e9"), "AbC\u00e9", "both forms");
shouldBe(unescape("%"), "%", "lone percent");
shouldBe(unescape("%4"), "%4", "one digit");
shouldBe(unescape("%u004"), "%u004", "three digits of %u");
shouldBe(unescape("%u00zz%zz"), "%u00zz%zz", "not hexadecimal");
shouldBe(unescape("%u%41"), "%uA", "%u without digits falls back to the text");
shouldBe(unescape("%uD83D%uDE00"), "\ud83d\ude00", "a surrogate pair in two escapes");

for (let unit = 0; unit < 0x10000; unit += 97) {
    const string = String.fromCharCode(unit, unit + 1);
    shouldBe(unescape(escape(string)), string, "round trip of " + unit);
}

let thrown = false;
try {
    escape({ toString() { throw new RangeError("from toString"); } });
} catch (e) {
    thrown = e instanceof RangeError;
}
shouldBe(thrown, true, "ToString's exception propagates");
