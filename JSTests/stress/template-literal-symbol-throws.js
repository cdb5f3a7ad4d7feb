function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Converting a Symbol to a string implicitly throws TypeError, explicitly with String() works.
var s = Symbol("desc");
shouldThrow(() => `${s}`, TypeError);
shouldThrow(() => "" + s, TypeError);
shouldBe(String(s), "Symbol(desc)");
shouldBe(s.toString(), "Symbol(desc)");

// Tagged templates pass the symbol through untouched.
function tag(strings, v) { return v; }
shouldBe(tag`${s}`, s);
