function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// isWellFormed and toWellFormed.
shouldBe("abc".isWellFormed(), true);
shouldBe("\uD83D\uDE00".isWellFormed(), true);
shouldBe("\uD83D".isWellFormed(), false);
shouldBe("\uDE00\uD83D".isWellFormed(), false);
shouldBe("a\uD800b\uDC00".toWellFormed(), "a\uFFFDb\uFFFD");
shouldBe("\uDE00\uD83D\uDE00".toWellFormed(), "\uFFFD\uD83D\uDE00");
shouldBe("ok".toWellFormed(), "ok");
shouldThrow(() => String.prototype.isWellFormed.call(undefined), TypeError);
