function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// replaceAll with a string pattern replaces every non-overlapping match.
shouldBe("aaaa".replaceAll("aa", "b"), "bb");
shouldBe("aaa".replaceAll("aa", "b"), "ba");
shouldBe("abc".replaceAll("", "_"), "_a_b_c_");
shouldBe("".replaceAll("", "_"), "_");
shouldBe("a.b.c".replaceAll(".", "$&$&"), "a..b..c");
shouldBe("xax".replaceAll("x", "[$`|$']"), "[|ax]a[xa|]");
var positions = [];
shouldBe("a-b-c".replaceAll("-", (m, p) => { positions.push(p); return "+"; }), "a+b+c");
shouldBe(positions.join(), "1,3");
// A RegExp-like pattern without the g flag is rejected.
var nonGlobal = { [Symbol.match]: true, flags: "i", [Symbol.replace]() { return "replaced"; } };
shouldThrow(() => "abc".replaceAll(nonGlobal, "x"), TypeError);
var global = { [Symbol.match]: true, flags: "g", [Symbol.replace]() { return "replaced"; } };
shouldBe("abc".replaceAll(global, "x"), "replaced");
shouldThrow(() => "abc".replaceAll({ [Symbol.match]: true, flags: undefined }, "x"), TypeError);
