function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// eval of invalid code throws SyntaxError, catchable like any exception.
shouldThrow(() => eval("var"), SyntaxError);
shouldThrow(() => eval("1 +"), SyntaxError);
shouldThrow(() => eval("{"), SyntaxError);
shouldThrow(() => eval("function () {}"), SyntaxError);
shouldThrow(() => eval("return 1"), SyntaxError);
shouldThrow(() => eval("break"), SyntaxError);
shouldThrow(() => eval("'unterminated"), SyntaxError);
shouldThrow(() => eval("a b"), SyntaxError);
shouldThrow(() => eval("let let = 1"), SyntaxError);
shouldThrow(() => (0, eval)("}"), SyntaxError);

// The error object is a real SyntaxError.
try {
    eval("@");
} catch (e) {
    shouldBe(e instanceof SyntaxError, true);
    shouldBe(e instanceof Error, true);
    shouldBe(e.name, "SyntaxError");
    shouldBe(typeof e.message, "string");
}

// A syntax error prevents any of the eval code from running.
var ran = false;
shouldThrow(() => eval("ran = true; )"), SyntaxError);
shouldBe(ran, false);

// Runtime errors in eval propagate with their own type.
shouldThrow(() => eval("null.x"), TypeError);
shouldThrow(() => eval("undeclaredInEval"), ReferenceError);
