function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType, message) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " to be thrown");
}
function shouldTest(source, input, expected) {
    shouldBe(new RegExp(source).test(input), expected, "/" + source + "/.test(" + JSON.stringify(input) + ")");
}
function shouldBeSyntaxError(source, flags) {
    shouldThrow(() => new RegExp(source, flags), SyntaxError, "new RegExp(" + JSON.stringify(source) + ", \"" + flags + "\")");
}

// Annex B's pattern grammar, used without the u and v flags: escapes and braces that are
// errors under u or v are read as the characters they spell.

// \u not followed by four hex digits is the letter u, and {n} after it is a quantifier.
shouldTest("\\u{2}", "uu", true);
shouldTest("^\\u{2}$", "uu", true);
shouldTest("\\u{2}", "u{2}", false);
shouldTest("\\u{2}", "\u0002", false);
shouldTest("^\\u{3,}$", "uuuu", true);
shouldTest("^\\u{12}$", "u".repeat(12), true);
shouldTest("^\\u{1F600}$", "u{1F600}", true);
shouldTest("\\u{1F600}", "\u{1F600}", false);
shouldTest("^\\u{0}$", "", true);
shouldTest("\\u{", "u{", true);
shouldTest("\\u12", "u12", true);
shouldTest("[\\u{2}]", "u", true);
shouldTest("[\\u{2}]", "{", true);
shouldTest("[\\u{2}]", "\u0002", false);
shouldBe(/\u{2}/u.test("\u0002"), true);
shouldBe(/[\u{2}]/u.test("u"), false);
// \x without two hex digits is the letter x.
shouldTest("^\\x{2}$", "xx", true);
shouldTest("\\x1", "x1", true);
shouldTest("\\xG0", "xG0", true);
shouldTest("\\x41", "A", true);

// \8 and \9 are the digits; \1 to \7 start octal escapes unless a group has that number.
shouldTest("\\8", "8", true);
shouldTest("\\9", "9", true);
shouldTest("(a)\\8", "a8", true);
shouldTest("[\\8]", "8", true);
shouldTest("[\\9]", "\\", false);
shouldTest("\\101", "A", true);
shouldTest("[\\101]", "A", true);
shouldTest("^\\0$", "\0", true);
shouldTest("^\\00$", "\0", true);
shouldTest("^\\07$", "\x07", true);
shouldTest("^\\377$", "\xFF", true);
shouldTest("^\\400$", " 0", true);
shouldTest("^\\08$", "\x008", true);
shouldTest("[\\08]", "8", true);
shouldTest("^\\18$", "\x018", true);
shouldTest("^\\1$", "\x01", true);
shouldTest("[\\1]", "\x01", true);
shouldTest("(a)\\1", "a\x01", false);
shouldTest("(a)\\1", "aa", true);
shouldTest("^(a)\\10$", "a\x08", true);
shouldTest("(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\10", "abcdefghijj", true);
shouldTest("^(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\11$", "abcdefghij\x09", true);
shouldTest("(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\11", "abcdefghija1", false);

// Braces that do not make a quantifier are literal; a quantifier with nothing before it
// is still an error.
shouldTest("a{", "a{", true);
shouldTest("a{1", "a{1", true);
shouldTest("a{1,", "a{1,", true);
shouldTest("a{,5}", "a{,5}", true);
shouldTest("{", "{", true);
shouldTest("}", "}", true);
shouldTest("^a{1}{$", "a{", true);
shouldTest("^a{2}$", "aa", true);
shouldBe(new RegExp("x{").source, "x{");
shouldBeSyntaxError("{1}", "");
shouldBeSyntaxError("a{2,1}", "");
shouldBeSyntaxError("a{2}{3}", "");
shouldBeSyntaxError("a**", "");
shouldBeSyntaxError("^*", "");
shouldBeSyntaxError("$+", "");
shouldBeSyntaxError("\\b*", "");
// A lone ] is literal; [] is an empty class.
shouldTest("]", "]", true);
shouldTest("a]", "a]", true);
shouldTest("[]]", "]", false);
shouldTest("[]a]", "a]", false);
shouldTest("^[^]]$", "x]", true);

// \c followed by a letter is a control character; otherwise the backslash is literal. In a
// class, \c also takes digits and _.
shouldTest("^\\cJ$", "\n", true);
shouldTest("^\\cj$", "\n", true);
shouldTest("^\\c$", "\\c", true);
shouldTest("^\\c1$", "\\c1", true);
shouldTest("^\\c_$", "\\c_", true);
shouldTest("^\\c*$", "\\ccc", true);
shouldTest("[\\c_]", "\x1F", true);
shouldTest("[\\c_]", "_", false);
shouldTest("[\\c1]", "\x11", true);
shouldTest("[\\c0]", "\x10", true);
shouldTest("[\\c]", "\\", true);
shouldTest("[\\c]", "c", true);
shouldTest("^[\\c*]+$", "\\c*", true);

// A class escape at either end of a range makes the - literal.
shouldTest("[\\d-a]", "-", true);
shouldTest("[\\d-a]", "a", true);
shouldTest("[\\d-a]", "5", true);
shouldTest("[\\d-a]", "b", false);
shouldTest("[a-\\d]", "-", true);
shouldTest("[\\s-\\d]", "-", true);
shouldTest("[%-\\d]", "-", true);
shouldTest("[%-\\d]", "&", false);
shouldTest("[\\D-z]", "z", true);
shouldTest("[--\\d]", "-", true);

// Lookaheads can be quantified; lookbehinds cannot.
shouldTest("(?=a)*", "", true);
shouldTest("(?=a){2}b", "ab", false);
shouldTest("(?=a)?b", "b", true);
shouldTest("(?!a)+b", "b", true);
shouldTest("^(?=a)*a$", "a", true);
shouldTest("(?=a)+?", "a", true);
shouldBeSyntaxError("(?<=a)*", "");
shouldBeSyntaxError("(?<!a)?b", "");

// Identity escapes: any character but c (and k when the pattern has named groups).
shouldTest("\\k", "k", true);
shouldTest("\\k<a>", "k<a>", true);
shouldBeSyntaxError("(?<a>x)\\k", "");
shouldTest("(?<a>.)\\k<a>", "xx", true);
shouldTest("\\k<a>(?<a>x)", "x", true);
shouldTest("\\a", "a", true);
shouldTest("\\e", "e", true);
shouldTest("\\z", "z", true);
shouldTest("\\q", "q", true);
shouldTest("\\_", "_", true);
shouldTest("\\-", "-", true);
shouldTest("\\p{L}", "p{L}", true);
shouldTest("\\P{L}", "P{L}", true);
shouldTest("[\\a]", "a", true);
shouldTest("[\\k]", "k", true);
shouldTest("[\\_]", "_", true);
shouldTest("[\\-]", "-", true);
shouldTest("[\\B]", "B", true);
shouldTest("[\\b]", "\b", true);

// All of these are errors under u and under v.
const annexBOnly = ["\\u{", "\\u12", "\\x1", "\\8", "[\\8]", "\\101", "\\1", "\\00", "[\\00]", "a{", "a{,5}", "{",
    "}", "]", "\\c", "\\c1", "[\\c_]", "[\\c1]", "[\\d-a]", "(?=a)*", "\\k", "\\k<a>", "\\a", "\\q", "\\_", "\\-"];
for (const source of annexBOnly) {
    new RegExp(source);
    shouldBeSyntaxError(source, "u");
    shouldBeSyntaxError(source, "v");
}
// And these are fine everywhere.
for (const source of ["\\u{2}", "\\0", "[\\-]", "\\p{L}", "[\\b]", "\\/", "\\cJ", "\\x41", "\\u0041", "(a)\\1"]) {
    new RegExp(source);
    new RegExp(source, "u");
    new RegExp(source, "v");
}
