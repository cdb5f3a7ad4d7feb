function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Division by zero yields infinities or NaN; it never throws for numbers.
shouldBe(1 / 0, Infinity);
shouldBe(-1 / 0, -Infinity);
shouldBe(1 / -0, -Infinity);
shouldBe(0 / 0, NaN);
shouldBe(-0 / 0, NaN);
shouldBe(Infinity / Infinity, NaN);
shouldBe(Infinity / 0, Infinity);
shouldBe(5 / Infinity, 0);
shouldBe(Object.is(-5 / Infinity, -0), true);
shouldBe(isFinite(1 / 0), false);
shouldBe(isFinite("12"), true);
shouldBe(isFinite(NaN), false);

// BigInt division by zero throws RangeError.
shouldThrow(() => 1n / 0n, RangeError);
shouldThrow(() => 1n % 0n, RangeError);
