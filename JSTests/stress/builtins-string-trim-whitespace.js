function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// trim removes WhiteSpace and LineTerminator code points, and nothing else.
var ws = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";
shouldBe((ws + "x" + ws).trim(), "x");
shouldBe((ws + "x" + ws).trimStart(), "x" + ws);
shouldBe((ws + "x" + ws).trimEnd(), ws + "x");
shouldBe("\u180ex\u180e".trim(), "\u180ex\u180e");
shouldBe("\u200bx".trim(), "\u200bx");
shouldBe(ws.trim(), "");
shouldBe(String.prototype.trimLeft, String.prototype.trimStart);
shouldBe(String.prototype.trimRight, String.prototype.trimEnd);
shouldBe(String.prototype.trimStart.name, "trimStart");
shouldThrow(() => String.prototype.trim.call(null), TypeError);
