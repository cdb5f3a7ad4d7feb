// The parser checks a regex literal with an engine that copies the rest of the literal at
// every group and escape, so 56,000 named groups in one literal took minutes to lex. The
// parse guard estimates that cost and refuses the source with a SyntaxError once it passes
// a budget per byte; the same pattern given to new RegExp is built at once, and ordinary
// literals (even large ones) are not refused.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldBeRefused(source, message) {
    try {
        eval(source);
    } catch (error) {
        shouldBe(error instanceof SyntaxError && /too large to check/.test(error.message), true, message + ": " + error);
        return;
    }
    throw new Error(message + ": no SyntaxError");
}

var groups = "(a)".repeat(60000);
shouldBeRefused("/" + groups + "/", "60,000 groups in a literal");
shouldBeRefused("/" + "(?<g>a)".repeat(50000) + "/", "50,000 named groups");
shouldBeRefused("if (true) /" + groups + "/.test('')", "after an if head");
shouldBeRefused("`${ /" + "\\x41{1}".repeat(60000) + "/ }`", "in a template substitution");

// The same pattern through the constructor, which checks it in linear time.
shouldBe(new RegExp(groups).source, groups, "new RegExp");

// Large literals within the budget, and the same characters in strings and comments.
shouldBe(eval("/" + "(a)".repeat(2000) + "/").exec("a".repeat(2000)).length, 2001, "2,000 groups");
shouldBe(eval("'/" + groups + "/'").length, groups.length + 2, "in a string");
shouldBe(eval("// /" + groups + "/\n7"), 7, "in a comment");
shouldBe(eval("`/" + groups + "/`").length, groups.length + 2, "in a template");
shouldBe(eval("var x = 4; x / 2 / " + "(".repeat(100) + "1" + ")".repeat(100)), 2, "divisions");
