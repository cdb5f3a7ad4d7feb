function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Eval code is a sequence of code units: a lone surrogate in a string literal or a
// template survives parsing, and code without one parses as usual.
for (const unit of [0xd800, 0xdbff, 0xdc00, 0xdfff]) {
    const text = String.fromCharCode(unit);
    const fromString = eval("'" + text + "'");
    shouldBe(fromString.length, 1);
    shouldBe(fromString.charCodeAt(0), unit);
    const fromTemplate = eval("`a" + text + "b`");
    shouldBe(fromTemplate.charCodeAt(1), unit);
    const fromFunction = Function("return '" + text + "';")();
    shouldBe(fromFunction.charCodeAt(0), unit);
}
// A proper pair stays one code point.
shouldBe(eval("'\ud83d\ude00'").codePointAt(0), 0x1f600);
shouldBe(eval("'plain ascii'"), "plain ascii");
