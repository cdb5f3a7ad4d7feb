function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Number.prototype.toFixed.
shouldBe((1.005).toFixed(2), "1.00");
shouldBe((1.5).toFixed(0), "2");
shouldBe((2.5).toFixed(0), "3");
shouldBe((-1.5).toFixed(0), "-2");
shouldBe((1.45).toFixed(1), "1.4");
shouldBe((0).toFixed(2), "0.00");
shouldBe((-0).toFixed(2), "0.00");
shouldBe((123.456).toFixed(1), "123.5");
shouldBe((123.456).toFixed(), "123");
shouldBe((0.000001).toFixed(7), "0.0000010");
shouldBe((1e21).toFixed(2), "1e+21");
shouldBe((1e20).toFixed(2), "100000000000000000000.00");
shouldBe(NaN.toFixed(2), "NaN");
shouldBe((-Infinity).toFixed(1), "-Infinity");
shouldBe((0.1).toFixed(20), "0.10000000000000000555");
shouldBe((-0.0001).toFixed(2), "-0.00");
shouldThrow(() => (1).toFixed(101), RangeError);
shouldThrow(() => (1).toFixed(-1), RangeError);
shouldBe((1).toFixed(100).length, 102);
