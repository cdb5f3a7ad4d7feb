function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// replace with a string pattern expands $$, $&, $`, $' and leaves other $ sequences alone.
shouldBe("abc".replace("b", "[$$]"), "a[$]c");
shouldBe("abc".replace("b", "[$&]"), "a[b]c");
shouldBe("abc".replace("b", "[$`]"), "a[a]c");
shouldBe("abc".replace("b", "[$']"), "a[c]c");
shouldBe("abc".replace("b", "[$1$01$<x>$]"), "a[$1$01$<x>$]c");
shouldBe("abc".replace("b", "$"), "a$c");
shouldBe("aaa".replace("a", "b"), "baa");
shouldBe("abc".replace("", "_"), "_abc");
shouldBe("abc".replace("x", "_"), "abc");
shouldBe("abc".replace("c", "$'"), "ab");
// A function gets the match, its position and the string; its result is converted.
shouldBe("abcb".replace("b", (m, p, s) => m + p + s.length), "ab14cb");
shouldBe("abc".replace("b", () => 42), "a42c");
shouldBe("abc".replace("b", () => undefined), "aundefinedc");
// A non-callable replacement is converted to a string even without a match.
var log = [];
"abc".replace("x", { toString() { log.push("replace"); return ""; } });
shouldBe(log.join(), "replace");
