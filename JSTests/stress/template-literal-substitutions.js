function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Template literals with substitutions of every type.
var n = 42, s = "str", u, nul = null, b = true;
shouldBe(`n=${n}`, "n=42");
shouldBe(`${s}${s}`, "strstr");
shouldBe(`${u}|${nul}|${b}`, "undefined|null|true");
shouldBe(`${1 + 2}`, "3");
shouldBe(`${[1, 2]}`, "1,2");
shouldBe(`${{}}`, "[object Object]");
shouldBe(`${-0}`, "0");
shouldBe(``, "");
shouldBe(`plain`, "plain");
shouldBe(`a${""}b`, "ab");

// Expressions with function calls and nested templates.
function up(x) { return x.toUpperCase(); }
shouldBe(`${up("a")}-${`inner ${n}`}`, "A-inner 42");

// Multi-line templates keep newlines.
var multi = `line1
line2`;
shouldBe(multi.length, 11);
shouldBe(multi[5], "\n");

// Escapes in untagged templates.
shouldBe(`\x41\u0042\u{43}\``, "ABC`");
shouldBe(`\${not a substitution}`, "${not a substitution}");
shouldBe(`$`, "$");
shouldBe(`{}`, "{}");

// Substitutions are evaluated left to right once.
var log = [];
`${log.push(1)}${log.push(2)}`;
shouldBe(log.join(), "1,2");

// Invalid escapes in untagged templates are syntax errors.
shouldThrow(() => eval("`\\u{`"), SyntaxError);
shouldThrow(() => eval("`\\01`"), SyntaxError);
