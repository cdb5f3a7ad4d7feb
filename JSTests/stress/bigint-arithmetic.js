function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// BigInt arithmetic is exact at any size.
shouldBe(1n + 2n, 3n);
shouldBe(10n - 15n, -5n);
shouldBe(6n * 7n, 42n);
shouldBe(2n ** 64n, 18446744073709551616n);
shouldBe(String(2n ** 100n), "1267650600228229401496703205376");
shouldBe((2n ** 64n) - 1n, 18446744073709551615n);
shouldBe(-(2n ** 63n), -9223372036854775808n);
shouldBe(9007199254740993n + 1n, 9007199254740994n);

// Factorial of 30.
var f = 1n;
for (var i = 1n; i <= 30n; i++) f *= i;
shouldBe(String(f), "265252859812191058636308480000000");

// Negative exponent throws RangeError.
shouldThrow(() => 2n ** -1n, RangeError);
shouldBe(0n ** 0n, 1n);
shouldBe((-2n) ** 3n, -8n);

// Unary minus and comparisons.
shouldBe(-(-3n), 3n);
shouldBe(5n > 3n, true);
shouldBe(-5n < -3n, true);

// Large multiplication and subtraction round trip.
var big = 123456789012345678901234567890n;
shouldBe(big * big / big, big);
shouldBe(big - big, 0n);
