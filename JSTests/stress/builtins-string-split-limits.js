function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// split with string separators and limits.
shouldBe("a,b,,c".split(",").length, 4);
shouldBe("a,b,,c".split(",")[2], "");
shouldBe("a,b,c".split(",", 2).join("|"), "a|b");
shouldBe("a,b,c".split(",", 0).length, 0);
shouldBe("a,b,c".split(",", -1).length, 3);
shouldBe("a,b,c".split(",", 4294967297).length, 1);
shouldBe("abc".split("", 2).join("|"), "a|b");
shouldBe("".split("").length, 0);
shouldBe("".split("x").length, 1);
shouldBe("abc".split(undefined)[0], "abc");
shouldBe("abc".split(undefined, 0).length, 0);
shouldBe("a1b1c".split(1).join("|"), "a|b|c");
shouldBe("abc".split("abcd")[0], "abc");
shouldBe("\uD83D\uDE00".split("").length, 2);
// The limit is converted before the separator.
var log = [];
"abc".split({ toString() { log.push("separator"); return "b"; } }, { valueOf() { log.push("limit"); return 5; } });
shouldBe(log.join(), "limit,separator");
