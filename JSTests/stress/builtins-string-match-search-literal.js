function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// match, matchAll and search with a string pattern that has no metacharacters.
var m = "abcabc".match("bc");
shouldBe(m.length, 1);
shouldBe(m[0], "bc");
shouldBe(m.index, 1);
shouldBe(m.input, "abcabc");
shouldBe("abc".match("x"), null);
shouldBe("abcb".search("b"), 1);
shouldBe("abc".search("z"), -1);
shouldBe("abc".search(), 0);
var all = [..."abab".matchAll("b")];
shouldBe(all.length, 2);
shouldBe(all[1].index, 3);
