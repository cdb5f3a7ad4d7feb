function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// padStart, padEnd and repeat.
shouldBe("5".padStart(3, "0"), "005");
shouldBe("abc".padStart(6, "12"), "121abc");
shouldBe("abc".padStart(2), "abc");
shouldBe("abc".padStart(5), "  abc");
shouldBe("abc".padStart(5, ""), "abc");
shouldBe("abc".padEnd(6, "xy"), "abcxyx");
shouldBe("abc".padEnd(4), "abc ");
shouldBe("ab".repeat(3), "ababab");
shouldBe("ab".repeat(0), "");
shouldBe("".repeat(100), "");
shouldBe("x".repeat(2.9), "xx");
shouldThrow(() => "x".repeat(-1), RangeError);
shouldThrow(() => "x".repeat(Infinity), RangeError);
shouldBe("x".repeat(10000).length, 10000);
