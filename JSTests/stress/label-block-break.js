function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// break out of a labelled block (not a loop).
var log = [];
block: {
    log.push("a");
    if (log.length) break block;
    log.push("never");
}
log.push("after");
shouldBe(log.join(), "a,after");

// Nested labelled blocks.
var steps = [];
outer: {
    inner: {
        steps.push(1);
        break inner;
    }
    steps.push(2);
    break outer;
}
steps.push(3);
shouldBe(steps.join(), "1,2,3");

// A labelled if statement.
var r = "";
check: if (true) {
    r = "in";
    break check;
}
shouldBe(r, "in");

// A label on a function call statement, and labels don't create scopes.
lbl: r = "x";
shouldBe(r, "x");

// break without a label inside a block that is not in a loop is a syntax error.
shouldThrow(() => eval("{ break; }"), SyntaxError);

// A labelled function declaration is allowed in sloppy mode only.
eval("L: function labelled() {}");
shouldThrow(() => eval("'use strict'; L: function f() {}"), SyntaxError);
