function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Only undefined triggers a default; null, 0, false, "" and NaN do not.
function f(a = "default") { return a; }
shouldBe(f(), "default");
shouldBe(f(undefined), "default");
shouldBe(f(void 0), "default");
shouldBe(f(null), null);
shouldBe(f(0), 0);
shouldBe(f(false), false);
shouldBe(f(""), "");
shouldBe(f(NaN), NaN);
