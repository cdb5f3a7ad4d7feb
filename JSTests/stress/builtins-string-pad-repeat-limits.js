function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// padStart, padEnd and repeat: lengths, fillers and the string length limit.
shouldBe("abc".padStart(8, "12"), "12121abc");
shouldBe("abc".padEnd(8, "12"), "abc12121");
shouldBe("abc".padEnd(5, ""), "abc");
shouldBe("abc".padStart(-3, "x"), "abc");
shouldBe("abc".padStart(5.9, "x"), "xxabc");
shouldBe("abc".padStart(5, null), "nuabc");
shouldBe("abc".padEnd(4, undefined), "abc ");
shouldThrow(() => "abc".padStart(2 ** 40, "x"), RangeError);
shouldBe("abc".padStart(2 ** 40, ""), "abc");
shouldBe("ab".repeat(2.9), "abab");
shouldBe("ab".repeat(NaN), "");
shouldBe("ab".repeat(-0.5), "");
shouldBe("".repeat(2 ** 40), "");
shouldThrow(() => "ab".repeat(-1), RangeError);
shouldThrow(() => "ab".repeat(Infinity), RangeError);
shouldThrow(() => "ab".repeat(2 ** 40), RangeError);
shouldThrow(() => "x".repeat(2 ** 31), RangeError);
