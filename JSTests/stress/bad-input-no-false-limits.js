// Long sources of ordinary shape compile: limits on nesting must count nesting, not
// statements without semicolons, long conditions or many conditionals in a row.

function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}

// Statements without semicolons (automatic semicolon insertion) at one level.
shouldBe(eval("var a\n" + "a = 1\n".repeat(5000) + "a"), 1, "5,000 assignments without semicolons");
shouldBe(eval("var c = 0\n" + "c = c ? c + 1 : 1\n".repeat(3000) + "c"), 3000, "3,000 conditionals without semicolons");
shouldBe(eval("var t = 0\n" + "t += typeof t === 'number' ? 1 : 0\n".repeat(3000) + "t"), 3000, "3,000 typeof without semicolons");

// One long condition of prefix operators.
shouldBe(eval("var z = 0; " + "!z && ".repeat(5000) + "true"), true, "5,000 negations joined by &&");
shouldBe(eval("var n = 1; " + "-n + ".repeat(5000) + "0"), -5000, "5,000 negated terms");

// Many short member chains and labelled statements.
shouldBe(eval("var o = {p: {q: 1}}; var s = 0; " + "s += o.p.q; ".repeat(5000) + "s"), 5000, "5,000 short member chains");
shouldBe(eval("var k = 0; " + "x: { k++; break x; } ".repeat(2000) + "k"), 2000, "2,000 labelled blocks");

// Brackets in strings, comments, templates and regular expressions are not nesting.
var deep = "(".repeat(50000);
shouldBe(eval("'" + deep + "'.length"), 50000, "a string of parentheses");
shouldBe(eval("/* " + deep + " */ 1"), 1, "a comment of parentheses");
shouldBe(eval("`" + deep + "`.length"), 50000, "a template of parentheses");
shouldBe(eval("/" + "\\(".repeat(1000) + "/.source.length"), 2000, "a regular expression of escaped parentheses");
