function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// toLowerCase and toUpperCase use the full Unicode mappings.
shouldBe("ß".toUpperCase(), "SS");
shouldBe("ﬀ".toUpperCase(), "FF");
shouldBe("İ".toLowerCase(), "i\u0307");
shouldBe("ΑΣ".toLowerCase(), "ας");
shouldBe("Σ".toLowerCase(), "σ");
shouldBe("ΑΣ Α".toLowerCase(), "ας α");
shouldBe("ÿ".toUpperCase(), "\u0178");
shouldBe("µ".toUpperCase(), "\u039C");
shouldBe("ǅ".toLowerCase(), "ǆ");
shouldBe("ǅ".toUpperCase(), "Ǆ");
shouldBe("\uD801\uDC00".toLowerCase(), "\uD801\uDC28");
// Lone surrogates are kept.
shouldBe("a\uD800b".toUpperCase(), "A\uD800B");
shouldBe("HELLO".toLocaleLowerCase(), "hello");
shouldBe("hello".toLocaleUpperCase(), "HELLO");
shouldBe(String.prototype.toUpperCase.call(true), "TRUE");
