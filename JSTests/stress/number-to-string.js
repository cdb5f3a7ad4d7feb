function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Number to string conversion (shortest round-tripping representation).
shouldBe(String(0.1 + 0.2), "0.30000000000000004");
shouldBe(String(0.1), "0.1");
shouldBe(String(1 / 3), "0.3333333333333333");
shouldBe(String(-0), "0");
shouldBe(String(100), "100");
shouldBe(String(1e21), "1e+21");
shouldBe(String(1e20), "100000000000000000000");
shouldBe(String(123e-20), "1.23e-18");
shouldBe(String(0.000001), "0.000001");
shouldBe(String(0.0000001), "1e-7");
shouldBe(String(1.5e-7), "1.5e-7");
shouldBe(String(-1e-7), "-1e-7");
shouldBe(String(NaN), "NaN");
shouldBe(String(Infinity), "Infinity");
shouldBe(String(-Infinity), "-Infinity");
shouldBe(String(2 ** 31), "2147483648");
shouldBe(String(-2147483648), "-2147483648");
shouldBe(String(1.0), "1");
shouldBe(String(1.25), "1.25");
shouldBe(String(123456789.123), "123456789.123");
shouldBe(String(5e-324), "5e-324");
shouldBe(String(1.7976931348623157e308), "1.7976931348623157e+308");
shouldBe(String(4.35), "4.35");
shouldBe(String(0.5e-6), "5e-7");
shouldBe("" + 12345678901234567890, "12345678901234567000");
shouldBe((25).toString(), "25");
shouldBe(1e21 + "", "1e+21");
