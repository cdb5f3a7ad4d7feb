function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Deeply nested expressions in source code: either parse and evaluate correctly, or
// throw a catchable error (SyntaxError or RangeError) — never crash.
function tryEval(src) {
    try {
        return { value: eval(src) };
    } catch (e) {
        if (e instanceof SyntaxError || e instanceof RangeError) return { error: e };
        throw e;
    }
}
var depth = 1000;
var parens = "(".repeat(depth) + "1" + ")".repeat(depth);
var r = tryEval(parens);
if (!r.error) shouldBe(r.value, 1);

var arrays = "[".repeat(depth) + "]".repeat(depth);
r = tryEval(arrays);
if (!r.error) shouldBe(Array.isArray(r.value), true);

var blocks = "{".repeat(depth) + "2" + "}".repeat(depth);
r = tryEval(blocks);
if (!r.error) shouldBe(r.value, 2);

var additions = "1" + "+1".repeat(10000);
r = tryEval(additions);
if (!r.error) shouldBe(r.value, 10001);

// Very deep nesting is expected to fail gracefully.
var veryDeep = "[".repeat(100000) + "]".repeat(100000);
tryEval(veryDeep);
var veryDeepFunctions = "(function(){return ".repeat(5000) + "1" + "})()".repeat(5000);
tryEval(veryDeepFunctions);

// And the engine still works afterwards.
shouldBe(eval("(((1 + 2)))"), 3);
