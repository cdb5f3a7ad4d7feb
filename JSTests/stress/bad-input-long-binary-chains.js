// Long chains of left-associative operators nest as deep as they are long
// (`((a + b) + c) + …`). Node compiles and runs a million-term `+` chain in 54 ms; they
// must compile in linear time, without recursion that could overflow the stack.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

var n = 50000;
shouldBe(eval("1" + "+1".repeat(n)), n + 1, "+");
shouldBe(eval("0" + "|1".repeat(n)), 1, "|");
shouldBe(eval("1" + "*1".repeat(n)), 1, "*");
shouldBe(eval("var t = true; t" + "&&t".repeat(n)), true, "&&");
// The parser reads `||` (alone among these) recursively, so its chains are nesting, and
// limited as nesting is.
var nested = 2000;
shouldBe(eval("var f = false; f" + "||f".repeat(nested) + "||7"), 7, "||");
shouldBe(eval("null" + "??null".repeat(n) + "??8"), 8, "??");
shouldBe(eval("0" + ",1".repeat(n) + ",9"), 9, ",");
shouldBe(eval("1" + "<2".repeat(n)), true, "<");
shouldBe(eval("'a'" + "+'a'".repeat(20000)).length, 20001, "string concatenation");

// As a branch condition, and mixed with other operators.
shouldBe(eval("var c = 0; if (c < 1" + "&& c < 1".repeat(n) + ") 'then'; else 'else';"), "then", "if");
shouldBe(eval("var k = 0; while (k < 3" + "|| k < 3".repeat(nested) + ") k++; k"), 3, "while");
shouldBe(eval("1" + "+2*3-4".repeat(n / 4)), 1 + 2 * (n / 4), "mixed");

// In a function body, compiled when called.
shouldBe(new Function("x", "return x" + "+x".repeat(n))(2), 2 * (n + 1), "Function");

// Deeper than the stack takes when dropped recursively: new Function's check that the body
// makes one function once overflowed the stack dropping the tree it had parsed.
shouldBe(new Function("x", "return x" + "+x".repeat(1000000))(1), 1000001, "Function, a million terms");
