function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// indexOf, lastIndexOf, includes, startsWith and endsWith clamp their positions.
var s = "abcabc";
shouldBe(s.indexOf("c", -10), 2);
shouldBe(s.indexOf("c", Infinity), -1);
shouldBe(s.indexOf("", 4), 4);
shouldBe(s.indexOf("", 40), 6);
shouldBe(s.indexOf("bc", 2), 4);
shouldBe(s.indexOf(), -1);
shouldBe("undefined".indexOf(), 0);
shouldBe(s.lastIndexOf("a"), 3);
shouldBe(s.lastIndexOf("a", 2), 0);
shouldBe(s.lastIndexOf("a", -Infinity), 0);
shouldBe(s.lastIndexOf("c", -1), -1);
shouldBe(s.lastIndexOf("a", NaN), 3);
shouldBe(s.lastIndexOf("", 2), 2);
shouldBe(s.lastIndexOf("", 100), 6);
shouldBe(s.lastIndexOf("abcabcd"), -1);
shouldBe(s.includes("ca", 2), true);
shouldBe(s.includes("ca", 3), false);
shouldBe(s.startsWith("abc", 3), true);
shouldBe(s.startsWith("", 100), true);
shouldBe(s.startsWith("a", -5), true);
shouldBe(s.endsWith("ab", 5), true);
shouldBe(s.endsWith("abc", 2), false);
shouldBe(s.endsWith("c", undefined), true);
shouldBe(s.endsWith("c", NaN), false);
shouldBe(s.endsWith("", 0), true);
