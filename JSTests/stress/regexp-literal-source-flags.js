function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// source and flags of regex literals.
var r = /a\/b[c-d]+/gim;
shouldBe(r.source, "a\\/b[c-d]+");
shouldBe(r.flags, "gim");

// Flags are reported in canonical order.
shouldBe(/x/ymsig.flags, "gimsy");
shouldBe(/x/u.flags, "u");
shouldBe(/x/d.flags, "d");
shouldBe(/x/.flags, "");

// Regex literal edge cases: division vs regex, slashes in classes.
shouldBe(/[/]/.source, "[/]");
var x = 10, y = 2, g = 1;
shouldBe(x / y / g, 5);

// Invalid literals are syntax errors.
shouldThrow(() => eval("/(/"), SyntaxError);
shouldThrow(() => eval("/a/gg"), SyntaxError);
shouldThrow(() => eval("/a/z"), SyntaxError);
shouldThrow(() => eval("/[/"), SyntaxError);
shouldThrow(() => eval("/\\u{110000}/u"), SyntaxError);
