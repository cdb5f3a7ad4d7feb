function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// normalize converts to NFC, NFD, NFKC or NFKD.
shouldBe("\u0041\u030A".normalize(), "\u00C5");
shouldBe("\u0041\u030A".normalize("NFC"), "\u00C5");
shouldBe("\u00C5".normalize("NFD"), "\u0041\u030A");
shouldBe("\uFB01".normalize("NFKC"), "fi");
shouldBe("\uFB01".normalize("NFKD"), "fi");
shouldBe("\uFB01".normalize("NFC"), "\uFB01");
shouldBe("\u1E9B\u0323".normalize("NFKC"), "\u1E69");
shouldBe("abc".normalize(undefined), "abc");
shouldThrow(() => "abc".normalize("nfc"), RangeError);
shouldThrow(() => "abc".normalize(null), RangeError);
// Lone surrogates pass through.
shouldBe("\uD800\u0041\u030A".normalize(), "\uD800\u00C5");
