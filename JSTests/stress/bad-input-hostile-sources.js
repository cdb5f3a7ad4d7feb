// Sources built against a recursive-descent parser: nesting far past any real program,
// member chains and label runs whose cost grows with their square, nesting hidden behind a
// `/` a scanner could take for a regular expression. Each must end quickly in a
// SyntaxError (or a RangeError), never in a crash, a hang or a huge allocation, and the
// engine must go on working.

function refused(source, what) {
    try {
        eval(source);
    } catch (e) {
        if (e instanceof SyntaxError || e instanceof RangeError)
            return;
        throw e;
    }
    throw new Error(what + " was accepted");
}

function labels(count) {
    var parts = [];
    for (var i = 0; i < count; i++)
        parts.push("l" + i + ": ");
    return parts.join("");
}

refused("var a = {}; a" + ".b".repeat(100000) + ";", "a member chain of 100,000 links");
refused("var a = {}; a" + "\n  .b /* link */".repeat(20000) + ";", "a member chain with comments between links");
refused(labels(5000) + ";", "5,000 labels on one statement");
refused("var f = " + "a => ".repeat(100000) + "1;", "100,000 nested arrow functions");
refused("if (1) ".repeat(1000000) + ";", "a million nested if statements");
refused("var x = " + "[".repeat(100000) + "]".repeat(100000) + ";", "100,000 nested arrays");
refused("var x = " + "{a: ".repeat(100000) + "1" + "}".repeat(100000) + ";", "100,000 nested objects");
refused("var x = " + "`${".repeat(100000) + "1" + "}`".repeat(100000) + ";", "100,000 nested templates");
refused("var x = " + "-".repeat(1000000) + "1;", "a million prefix operators");
refused("function f() {".repeat(100000) + "}".repeat(100000), "100,000 nested functions");

// Nests each within the depth limit, many of them: the parser's early errors visit every
// block's subtree, so their cost is the sum of the depths, which is bounded on average.
refused(("{".repeat(4000) + "}".repeat(4000) + "\n").repeat(100), "100 nests of 4,000 blocks");

// `of` here is a variable, so the `/` after it divides, and the brackets are code.
refused("var of = 1; of / " + "[".repeat(100000) + "]".repeat(100000) + " / 1;", "brackets after `of /`");
refused("if (1) /'/.test(''), " + "[".repeat(100000) + "]".repeat(100000) + ";", "brackets after a regular expression with a quote");

// The engine still works, and nesting real programs use still compiles.
if (eval("(".repeat(500) + "1 + 2" + ")".repeat(500)) !== 3)
    throw new Error("500 parentheses");
if (eval("var a = {b: {}}; a.b.b = a.b; a" + ".b".repeat(900) + " === a.b") !== true)
    throw new Error("a member chain of 900 links");
if (eval(labels(900) + "1;") !== 1)
    throw new Error("900 labels");
