function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Unicode escapes and non-ASCII characters in identifiers.
var \u0061bc = 1;
shouldBe(abc, 1);
var \u{62}cd = 2;
shouldBe(bcd, 2);
var café = "coffee";
shouldBe(caf\u00e9, "coffee");
var ℮ = "estimated";
shouldBe(℮, "estimated");
var $ = 1, _ = 2, $_$ = 3;
shouldBe($ + _ + $_$, 6);
var obj = { \u0061: "escaped key" };
shouldBe(obj.a, "escaped key");

// Escaped keywords cannot be used as keywords.
shouldThrow(() => eval("v\\u0061r x = 1;"), SyntaxError);
// Escapes must form valid identifier characters.
shouldThrow(() => eval("var a\\u0020b;"), SyntaxError);
