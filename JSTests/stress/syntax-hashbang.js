#!/usr/bin/env kestrel -- a hashbang comment is allowed as the very first line of a script
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

shouldBe(1 + 1, 2);

// A hashbang is also allowed at the start of eval code, but nowhere else.
shouldBe(eval("#!comment\n5"), 5);
shouldThrow(() => eval(" #!comment\n5"), SyntaxError);
shouldThrow(() => eval("1;\n#!comment"), SyntaxError);
