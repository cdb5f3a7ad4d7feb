function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Assignment patterns with defaults.
var a, b, c, d;
[a = 1, b = 2] = [undefined, null];
shouldBe(a, 1);
shouldBe(b, null);

({ c = "cdef", d: d = "ddef" } = { d: undefined });
shouldBe(c, "cdef");
shouldBe(d, "ddef");

// Default of a member target.
var o = {};
({ x: o.x = 5 } = {});
shouldBe(o.x, 5);

// Anonymous functions in defaults get the target name (for identifiers only).
var fn;
[fn = function () {}] = [];
shouldBe(fn.name, "fn");
({ fn2: o.fn2 = function () {} } = {});
shouldBe(o.fn2.name, "");

// Shorthand with default in assignment.
var e;
({ e = 3 } = {});
shouldBe(e, 3);
