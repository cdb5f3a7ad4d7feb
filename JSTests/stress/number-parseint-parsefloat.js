function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// parseInt and parseFloat parse a prefix and ignore the rest.
shouldBe(parseInt("42px"), 42);
shouldBe(parseInt("  -17abc"), -17);
shouldBe(parseInt("0x1A"), 26);
shouldBe(parseInt("0x1A", 16), 26);
shouldBe(parseInt("0x1A", 10), 0);
shouldBe(parseInt("1A", 16), 26);
shouldBe(parseInt("101", 2), 5);
shouldBe(parseInt("z", 36), 35);
shouldBe(parseInt("08"), 8);
shouldBe(parseInt("0b11"), 0);
shouldBe(parseInt(""), NaN);
shouldBe(parseInt("-"), NaN);
shouldBe(parseInt("12", 1), NaN);
shouldBe(parseInt("12", 37), NaN);
shouldBe(parseInt("12", 0), 12);
shouldBe(parseInt(15.99), 15);
shouldBe(parseInt(-0.0000001), -1);
shouldBe(parseInt(null, 36), 1112745);
shouldBe(parseInt("9007199254740993"), 9007199254740992);
shouldBe(Object.is(parseInt("-0"), -0), true);

shouldBe(parseFloat("3.14abc"), 3.14);
shouldBe(parseFloat(".5"), 0.5);
shouldBe(parseFloat("-.5e2x"), -50);
shouldBe(parseFloat("1e"), 1);
shouldBe(parseFloat("0x10"), 0);
shouldBe(parseFloat("Infinityx"), Infinity);
shouldBe(parseFloat("  -Infinity"), -Infinity);
shouldBe(parseFloat("abc"), NaN);
shouldBe(parseFloat("1.2.3"), 1.2);
shouldBe(parseFloat(""), NaN);
shouldBe(Object.is(parseFloat("-0"), -0), true);

// The argument is converted with ToString.
shouldBe(parseInt({ toString() { return "77"; } }), 77);
shouldBe(parseFloat([1.5, 2]), 1.5);
