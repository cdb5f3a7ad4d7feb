//@ gcStressEvery(1000)
// Functions and scripts with very many bindings compile in linear time: bindings are
// found by name through an index, repeated names are found with sets.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function names(prefix, n) {
    var list = [];
    for (var i = 0; i < n; i++) list.push(prefix + i);
    return list;
}

var n = 30000;
var parameters = names("p", n);
shouldBe(new Function(parameters.join(","), "return p0 + String(p" + (n - 1) + ")")(1, 2), "1undefined", "parameters");
shouldBe(Function(parameters.join(","), "return () => p0")(5)(), 5, "captured parameters");
shouldBe(Function("a", "a", "a", "return a")(1, 2, 3), 3, "repeated parameters: the last wins");

// Bindings in registers: up to the frame's 65,536 registers, then a SyntaxError.
var vars = names("v", 50000);
shouldBe(new Function("var " + vars.join("=1,") + "=2; return v0 + v49999")(), 3, "vars");
shouldBe(new Function("let " + vars.join("=2,") + "=3; return () => v0 + v49999")()(), 5, "captured lets");
var tooMany = names("w", 70000);
try {
    new Function("var " + tooMany.join(",") + "; return w0");
    throw new Error("70,000 register variables compiled");
} catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
}

(0, eval)(names("function g", n).join("(){ return 1 }\n") + "(){ return 1 }");
shouldBe(g0() + globalThis["g" + (n - 1)](), 2, "top-level functions");
(0, eval)("function g0() { return 7 }" + names("function g", 10).join("(){}\n") + "(){}\nfunction g0() { return 8 }");
shouldBe(g0(), 8, "the last declaration of a name wins");
