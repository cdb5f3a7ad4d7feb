function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Parentheses end an optional chain: (a?.b).c does not short-circuit .c.
var nul = null;
shouldThrow(() => (nul?.a).b, TypeError);
shouldBe(nul?.a.b, undefined);

var obj = { a: null };
shouldThrow(() => (obj.a?.b).c, TypeError);

// Parenthesised call: (a?.b)() throws if result is undefined.
shouldThrow(() => (nul?.fn)(), TypeError);
