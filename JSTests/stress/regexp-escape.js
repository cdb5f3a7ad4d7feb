// RegExp.escape (ES2025, 22.2.5.1): the escaped text matches the original literally, under
// any flags and after any pattern text; a leading digit or ASCII letter is a \x escape.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + JSON.stringify(expected) + " but got " + JSON.stringify(actual));
}

shouldBe(RegExp.escape("foo"), "\\x66oo");
shouldBe(RegExp.escape("1.5"), "\\x31\\.5");
shouldBe(RegExp.escape("a-b"), "\\x61\\x2db");
shouldBe(RegExp.escape("(a)|[b]{c}"), "\\(a\\)\\|\\[b\\]\\{c\\}");
shouldBe(RegExp.escape("^$\\.*+?/"), "\\^\\$\\\\\\.\\*\\+\\?\\/");
shouldBe(RegExp.escape("\t\n\v\f\r"), "\\t\\n\\v\\f\\r");
shouldBe(RegExp.escape(",=<>#&!%:;@~'`\""), "\\x2c\\x3d\\x3c\\x3e\\x23\\x26\\x21\\x25\\x3a\\x3b\\x40\\x7e\\x27\\x60\\x22");
shouldBe(RegExp.escape(" \u00a0\u2028\u2029\ufeff\u3000"), "\\x20\\xa0\\u2028\\u2029\\ufeff\\u3000");
shouldBe(RegExp.escape("_é😀"), "_é😀");
shouldBe(RegExp.escape("\ud800x\udc00"), "\\ud800x\\udc00");
shouldBe(RegExp.escape(""), "");
shouldBe(RegExp.escape.length, 1);
shouldBe(RegExp.escape.name, "escape");

for (const value of [1, null, undefined, {}, ["a"], Symbol("s")]) {
    let threw = false;
    try { RegExp.escape(value); } catch (e) { threw = e instanceof TypeError; }
    shouldBe(threw, true, "RegExp.escape(" + String(typeof value) + ")");
}

// Escaped text matches itself literally: alone, after \0 (a leading digit must not extend
// it), and repeated as a group.
const samples = ["a.b*c", "1+1=2", "x{2}", "\\d", "$100 (USD)", "tab\there", "ünïcödé 😀", "-]^", "\ud83d", "ab-cd"];
for (const text of samples) {
    const escaped = RegExp.escape(text);
    for (const flags of ["", "u", "v", "i"]) {
        const whole = new RegExp("^" + escaped + "$", flags);
        shouldBe(whole.test(text), true, escaped + " /" + flags);
        shouldBe(new RegExp("\\0" + escaped, flags).test("\0" + text), true, "\\0 then " + escaped + " /" + flags);
    }
    shouldBe(new RegExp("^(?:" + escaped + ")+$").test(text + text), true, "repeated " + escaped);
}
