function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// parseInt's radix handling and precision.
shouldBe(parseInt("11", 4294967298), 3);
shouldBe(parseInt("11", -4294967294), 3);
shouldBe(parseInt("0x10", 16), 16);
shouldBe(parseInt("0x10", 0), 16);
shouldBe(parseInt("0x10", 10), 0);
shouldBe(parseInt("-0x10"), -16);
shouldBe(parseInt("0x"), NaN);
shouldBe(parseInt("\u00a0\ufeff 12"), 12);
shouldBe(parseInt("\uff11"), NaN);
shouldBe(parseInt("1".repeat(400)), Infinity);
shouldBe(parseInt("1".repeat(60), 2), 2 ** 60 - 1);
shouldBe(parseInt("123456789012345678901234567890"), 1.2345678901234568e29);
shouldBe(Object.is(parseInt("-0", 16), -0), true);
shouldBe(parseFloat("1e1000"), Infinity);
shouldBe(parseFloat("+.1e-1"), 0.01);
shouldBe(parseFloat("Infinit"), NaN);
shouldBe(parseFloat("\u20281.5"), 1.5);
shouldBe(parseFloat("1.7976931348623159e308"), Infinity);
shouldBe(parseFloat("5.e1"), 50);
shouldBe(isNaN("x"), true);
shouldBe(isNaN("5"), false);
shouldBe(isFinite("Infinity"), false);
shouldBe(isFinite(null), true);
shouldThrow(() => isNaN(Symbol()), TypeError);
shouldThrow(() => parseInt(Symbol()), TypeError);
