function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// QuoteJSONString: short escapes, \u escapes for controls and lone surrogates.
shouldBe(JSON.stringify("\b\t\n\f\r\"\\"), '"\\b\\t\\n\\f\\r\\"\\\\"');
shouldBe(JSON.stringify("\u0000\u001f\u007f"), '"\\u0000\\u001f\u007f"');
shouldBe(JSON.stringify("/"), '"/"');
shouldBe(JSON.stringify("\u2028\u2029"), '"\u2028\u2029"');
shouldBe(JSON.stringify("\ud83d\ude00"), '"\ud83d\ude00"');
shouldBe(JSON.stringify("\ud800"), '"\\ud800"');
shouldBe(JSON.stringify("\udc00\ud800"), '"\\udc00\\ud800"');
shouldBe(JSON.stringify("a\ud800b"), '"a\\ud800b"');
shouldBe(JSON.stringify({ "\n": 1 }), '{"\\n":1}');
