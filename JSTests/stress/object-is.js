function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Object.is implements SameValue.
shouldBe(Object.is(1, 1), true);
shouldBe(Object.is(NaN, NaN), true);
shouldBe(Object.is(0, -0), false);
shouldBe(Object.is(-0, -0), true);
shouldBe(Object.is("a", "a"), true);
shouldBe(Object.is(null, undefined), false);
shouldBe(Object.is(1n, 1n), true);
shouldBe(Object.is({}, {}), false);
var o = {};
shouldBe(Object.is(o, o), true);
shouldBe(Object.is(), true);
shouldBe(Object.is(undefined), true);
shouldBe(Object.is(0 / 0, NaN), true);
shouldBe(Object.is(1, "1"), false);
