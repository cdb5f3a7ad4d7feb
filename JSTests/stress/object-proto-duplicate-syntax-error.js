function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Duplicate __proto__: value entries in one object literal are a syntax error.
shouldThrow(() => eval("({ __proto__: null, __proto__: null })"), SyntaxError);
shouldThrow(() => eval("({ __proto__: null, '__proto__': null })"), SyntaxError);
shouldThrow(() => eval("({ '__proto__': {}, \"__proto__\": {} })"), SyntaxError);

// But these combinations are allowed.
eval("({ __proto__: null, ['__proto__']: null })");
eval("var __proto__ = null; ({ __proto__: null, __proto__ })");
eval("({ __proto__: null, __proto__() {} })");

// In a destructuring assignment pattern, duplicate __proto__ is allowed.
var a, b;
({ __proto__: a, __proto__: b } = { ["__proto__"]: "own" });
shouldBe(a, "own");
shouldBe(b, "own");
