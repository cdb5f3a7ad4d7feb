// An optional chain keeps its running value in the same two registers however long it
// is: 40,000 links once ran out of registers and aborted the compiler.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

var n = 40000;
var o = { f() { return this; } };
o.b = o;
shouldBe(eval("o" + "?.b".repeat(n)), o, "property links");
shouldBe(eval("o" + "?.['b']".repeat(n)), o, "computed links");
shouldBe(eval("o" + "?.f()".repeat(n)), o, "method calls keep their this");
shouldBe(eval("var u; u" + "?.b".repeat(n)), undefined, "short-circuits at the first nullish link");
shouldBe(eval("o?.b" + ".b".repeat(n) + "?.c?.d"), undefined, "a missing property ends the chain");
shouldBe(eval("(o" + "?.b".repeat(100) + ").f()"), o, "this of a call of a chain");
