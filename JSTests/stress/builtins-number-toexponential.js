function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// toExponential.
shouldBe((123456).toExponential(2), "1.23e+5");
shouldBe((123456).toExponential(), "1.23456e+5");
shouldBe((0.00015).toExponential(1), "1.5e-4");
shouldBe((1.25).toExponential(1), "1.3e+0");
shouldBe((1.35).toExponential(1), "1.4e+0");
shouldBe((9.99).toExponential(1), "1.0e+1");
shouldBe((0).toExponential(2), "0.00e+0");
shouldBe((-0).toExponential(), "0e+0");
shouldBe((-5).toExponential(0), "-5e+0");
shouldBe((5e-324).toExponential(), "5e-324");
shouldBe((1.7976931348623157e308).toExponential(3), "1.798e+308");
shouldBe((1).toExponential(100).length, 105);
shouldBe(Infinity.toExponential(1000), "Infinity");
shouldThrow(() => (1).toExponential(101), RangeError);
shouldThrow(() => (1).toExponential(-1), RangeError);
