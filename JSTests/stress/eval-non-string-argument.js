function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// eval returns non-string arguments unchanged.
var obj = {};
shouldBe(eval(obj), obj);
shouldBe(eval(42), 42);
shouldBe(eval(undefined), undefined);
shouldBe(eval(null), null);
shouldBe(eval(true), true);
shouldBe(eval(), undefined);
var sym = Symbol();
shouldBe(eval(sym), sym);

// String objects are not evaluated.
var so = Object("1 + 1");
shouldBe(eval(so), so);

// Only the first argument is used.
shouldBe(eval("1", "2"), 1);
