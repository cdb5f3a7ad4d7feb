function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// String literal escape sequences.
shouldBe("\x41", "A");
shouldBe("\u0041", "A");
shouldBe("\u{41}", "A");
shouldBe("\u{1F600}", "\uD83D\uDE00");
shouldBe("\u{0000000041}", "A");
shouldBe("\n".charCodeAt(0), 10);
shouldBe("\r".charCodeAt(0), 13);
shouldBe("\t".charCodeAt(0), 9);
shouldBe("\b".charCodeAt(0), 8);
shouldBe("\f".charCodeAt(0), 12);
shouldBe("\v".charCodeAt(0), 11);
shouldBe("\0".charCodeAt(0), 0);
shouldBe("\'", "'");
shouldBe("\"", '"');
shouldBe("\\".length, 1);
shouldBe("\q", "q");
shouldBe("a\
b", "ab");

// Legacy octal escapes in sloppy mode.
shouldBe(eval("'\\101'"), "A");
shouldBe(eval("'\\08'"), "\x008");
shouldThrow(() => eval("'use strict'; '\\101'"), SyntaxError);
shouldThrow(() => eval("'use strict'; '\\8'"), SyntaxError);

// Invalid escapes.
shouldThrow(() => eval("'\\x4'"), SyntaxError);
shouldThrow(() => eval("'\\u{110000}'"), SyntaxError);
shouldThrow(() => eval("'\\u12'"), SyntaxError);

// U+2028 and U+2029 are allowed in string literals.
shouldBe(eval("'\u2028'").length, 1);
shouldBe(eval("'\u2029'").charCodeAt(0), 0x2029);
