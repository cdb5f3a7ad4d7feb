function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// at, charAt, charCodeAt and codePointAt out of range and on surrogates.
var s = "a\uD83D\uDE00b";
shouldBe(s.at(0), "a");
shouldBe(s.at(-1), "b");
shouldBe(s.at(-5), undefined);
shouldBe(s.at(4), undefined);
shouldBe(s.at(NaN), "a");
shouldBe(s.at(1.9), "\uD83D");
shouldBe(s.charAt(-1), "");
shouldBe(s.charAt(4), "");
shouldBe(s.charCodeAt(1), 0xD83D);
shouldBe(s.charCodeAt(10), NaN);
shouldBe(s.codePointAt(1), 0x1F600);
shouldBe(s.codePointAt(2), 0xDE00);
shouldBe(s.codePointAt(4), undefined);
shouldBe("\uD83D".codePointAt(0), 0xD83D);
shouldBe("\uD83Dx".codePointAt(0), 0xD83D);
shouldThrow(() => String.prototype.at.call(undefined, 0), TypeError);
shouldBe(String.prototype.charAt.call(12345, 2), "3");
