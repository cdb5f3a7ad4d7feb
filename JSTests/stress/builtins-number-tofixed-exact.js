function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// toFixed rounds the exact binary value, ties away from zero.
shouldBe((1.005).toFixed(2), "1.00");
shouldBe((1.045).toFixed(2), "1.04");
shouldBe((2.5).toFixed(0), "3");
shouldBe((0.5).toFixed(0), "1");
shouldBe((-2.5).toFixed(0), "-3");
shouldBe((8.345).toFixed(2), "8.35");
shouldBe((0.05).toFixed(1), "0.1");
shouldBe((99.99).toFixed(1), "100.0");
shouldBe((1.23e-10).toFixed(2), "0.00");
shouldBe((-1.23e-10).toFixed(2), "-0.00");
shouldBe((5e-324).toFixed(100).length, 102);
shouldBe((123.456).toFixed(10), "123.4560000000");
shouldBe((1e21).toFixed(2), "1e+21");
shouldBe((999999999999999900000).toFixed(1), "999999999999999868928.0");
shouldBe((0.1).toFixed(25), "0.1000000000000000055511151");
shouldThrow(() => (1).toFixed(Infinity), RangeError);
shouldBe(NaN.toFixed(2), "NaN");
// The argument is converted before the receiver's value is checked for finiteness.
shouldThrow(() => Infinity.toFixed(101), RangeError);
shouldThrow(() => Number.prototype.toFixed.call("1", 2), TypeError);
