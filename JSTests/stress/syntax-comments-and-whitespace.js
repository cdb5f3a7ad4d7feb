function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Comments and unusual whitespace/line terminators.
var a = /* inline */ 1 /* another */ + /* and */ 2;
shouldBe(a, 3);
var b = 1 // line comment
    + 2;
shouldBe(b, 3);
/* multi
   line
   comment */
// A multi-line comment containing a line terminator acts as a newline for ASI.
function f() {
    return /*
    */ 1;
}
shouldBe(f(), undefined);

// Non-ASCII whitespace: NBSP, BOM, and Unicode space separators.
shouldBe(eval("1\u00A0+\uFEFF2\u2003"), 3);
// U+2028 and U+2029 are line terminators.
shouldBe(eval("var c = 1\u2028c"), 1);
shouldBe(eval("(function () { return\u2029 1; })()"), undefined);
// Vertical tab and form feed are whitespace.
shouldBe(eval("1\u000B+\u000C1"), 2);

// Unterminated comment is a syntax error.
shouldThrow(() => eval("/* never closed"), SyntaxError);
