function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// In tagged templates, invalid escapes produce an undefined cooked string but keep the raw text.
function tag(strings) { return strings; }
var s = tag`\unicode and \u{55} and \xerxes`;
shouldBe(s[0], undefined);
shouldBe(s.raw[0], "\\unicode and \\u{55} and \\xerxes");

var t = tag`ok ${0} \u{} ${1} fine`;
shouldBe(t[0], "ok ");
shouldBe(t[1], undefined);
shouldBe(t.raw[1], " \\u{} ");
shouldBe(t[2], " fine");

var octal = tag`\01`;
shouldBe(octal[0], undefined);
shouldBe(octal.raw[0], "\\01");

// \0 not followed by a digit is valid.
shouldBe(tag`\0`[0], "\0");

// The same escapes in untagged templates are syntax errors.
shouldThrow(() => eval("`\\unicode`"), SyntaxError);
shouldThrow(() => eval("`\\xerxes`"), SyntaxError);
