function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Mixing ?? with || or && without parentheses is a syntax error.
shouldThrow(() => eval("null || undefined ?? 1"), SyntaxError);
shouldThrow(() => eval("null ?? undefined || 1"), SyntaxError);
shouldThrow(() => eval("1 && 2 ?? 3"), SyntaxError);
shouldThrow(() => eval("1 ?? 2 && 3"), SyntaxError);

// With parentheses it is fine.
shouldBe(eval("(null || undefined) ?? 1"), 1);
shouldBe(eval("null ?? (undefined || 2)"), 2);
shouldBe(eval("(1 && 2) ?? 3"), 2);
