function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Default initializers are evaluated only when the value is undefined.
var calls = 0;
function def() { calls++; return "default"; }

var [a = def()] = [1];
shouldBe(a, 1);
shouldBe(calls, 0);

var [b = def()] = [undefined];
shouldBe(b, "default");
shouldBe(calls, 1);

var { c = def() } = { c: null };
shouldBe(c, null);
shouldBe(calls, 1);

var { d = def() } = {};
shouldBe(d, "default");
shouldBe(calls, 2);

// A default that would throw is fine when not needed.
var [e = (() => { throw new Error("should not run"); })()] = [0];
shouldBe(e, 0);

// Defaults are evaluated every time the pattern runs.
function f({ v = [] } = {}) { return v; }
shouldBe(f() === f(), false);
