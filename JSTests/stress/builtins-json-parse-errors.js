function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// JSON.parse accepts exactly the JSON grammar; everything else is a SyntaxError.
var bad = ["", " ", "+1", ".5", "1.", "01", "-", "1e", "1e+", "0x10", "Infinity", "NaN", "'a'", '"\t"', '"\\x41"', '"\\u004"', '"abc',
    "[1,]", "[,1]", '{"a":1,}', "{a:1}", '{"a" 1}', "[1 2]", "tru", "nul", "true false", "\u00a01", "[", "{", '{"a":', "undefined", "//", "[1]]"];
for (var text of bad)
    shouldThrow(() => JSON.parse(text), SyntaxError);
shouldBe(Object.is(JSON.parse("-0"), -0), true);
shouldBe(JSON.parse("1E2"), 100);
shouldBe(JSON.parse(" \t\n\r[1] ").length, 1);
shouldBe(JSON.parse('"\\/\\b\\f\\n\\r\\t\\"\\\\"'), "/\b\f\n\r\t\"\\");
shouldBe(JSON.parse('"\\ud800"'), "\ud800");
shouldBe(JSON.parse('"\u2028"'), "\u2028");
shouldBe(JSON.parse(null), null);
shouldBe(JSON.parse(123), 123);
shouldBe(JSON.parse({ toString() { return "[7]"; } })[0], 7);
shouldBe(JSON.parse("[[[[]]]]")[0][0][0].length, 0);
