function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Math functions: signed zeros, NaN and infinities.
shouldBe(Object.is(Math.round(-0.5), -0), true);
shouldBe(Object.is(Math.round(-0.2), -0), true);
shouldBe(Math.round(0.49999999999999994), 0);
shouldBe(Math.round(2.5), 3);
shouldBe(Math.round(-2.5), -2);
shouldBe(Math.round(-2.51), -3);
shouldBe(Math.round(4503599627370495.5), 4503599627370496);
shouldBe(Object.is(Math.sign(-0), -0), true);
shouldBe(Math.sign(-3), -1);
shouldBe(Object.is(Math.trunc(-0.5), -0), true);
shouldBe(Object.is(Math.ceil(-0.5), -0), true);
shouldBe(Object.is(Math.atanh(-0), -0), true);
shouldBe(Object.is(Math.asinh(-0), -0), true);
shouldBe(Math.asinh(1e308) > 709, true);
shouldBe(Math.acosh(1e308) > 709, true);
shouldBe(Math.acosh(0.5), NaN);
shouldBe(Math.cbrt(-27), -3);
shouldBe(Math.clz32(0), 32);
shouldBe(Math.clz32(-1), 0);
shouldBe(Math.clz32(0.5), 32);
shouldBe(Math.imul(0xffffffff, 5), -5);
shouldBe(Math.fround(5.05), 5.050000190734863);
shouldBe(Math.fround(2 ** 128), Infinity);
shouldBe(Math.hypot(), 0);
shouldBe(Math.hypot(3, 4), 5);
shouldBe(Math.hypot(NaN, Infinity), Infinity);
shouldBe(Math.hypot(NaN, 1), NaN);
shouldBe(Math.abs(Math.hypot(1e200, 1e200) / 1e200 - Math.SQRT2) < 1e-15, true);
shouldBe(Math.abs(Math.hypot(1e-200, 1e-200) / 1e-200 - Math.SQRT2) < 1e-15, true);
shouldBe(Math.pow(NaN, 0), 1);
shouldBe(Math.pow(1, Infinity), NaN);
shouldBe(Math.atan2(0, -0), Math.PI);
shouldBe(Math.PI, 3.141592653589793);
shouldBe(Math.SQRT1_2, Math.sqrt(0.5));
shouldBe(Object.prototype.toString.call(Math), "[object Math]");
shouldBe(Object.getOwnPropertyDescriptor(Math, "PI").writable, false);
shouldBe(Math.max.length, 2);
for (var i = 0; i < 100; i++) {
    var r = Math.random();
    shouldBe(r >= 0 && r < 1, true);
}
