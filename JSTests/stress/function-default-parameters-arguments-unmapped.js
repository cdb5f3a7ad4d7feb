function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A function with default parameters has an unmapped arguments object.
function f(a, b = 2) {
    a = 10;
    arguments[1] = 20;
    return [a, b, arguments[0], arguments[1], arguments.length];
}
var r = f(1, 2);
shouldBe(r[0], 10);
shouldBe(r[1], 2);
shouldBe(r[2], 1);
shouldBe(r[3], 20);
shouldBe(r[4], 2);

// arguments.length counts actual arguments, not defaults.
function g(a = 1, b = 2) { return arguments.length; }
shouldBe(g(), 0);
shouldBe(g(undefined), 1);

// arguments.callee exists but throws (unmapped arguments object).
function h(a = 0) { return arguments.callee; }
shouldThrow(() => h(), TypeError);
