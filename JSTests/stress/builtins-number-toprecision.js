function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// toPrecision chooses fixed or exponential notation by the exponent.
shouldBe((123.456).toPrecision(4), "123.5");
shouldBe((123.456).toPrecision(2), "1.2e+2");
shouldBe((0.000123).toPrecision(2), "0.00012");
shouldBe((0.0000001).toPrecision(1), "1e-7");
shouldBe((0.000001).toPrecision(1), "0.000001");
shouldBe((99).toPrecision(1), "1e+2");
shouldBe((1e21).toPrecision(3), "1.00e+21");
shouldBe((0).toPrecision(3), "0.00");
shouldBe((-1.5).toPrecision(1), "-2");
shouldBe((2.5).toPrecision(1), "3");
shouldBe((123).toPrecision(), "123");
shouldBe((123).toPrecision(undefined), "123");
shouldBe((1 / 3).toPrecision(21), "0.333333333333333314830");
shouldThrow(() => (1).toPrecision(0), RangeError);
shouldThrow(() => (1).toPrecision(101), RangeError);
shouldBe(NaN.toPrecision(0), "NaN");
