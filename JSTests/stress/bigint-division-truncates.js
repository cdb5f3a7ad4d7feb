function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// BigInt division truncates toward zero; remainder takes the sign of the dividend.
shouldBe(7n / 2n, 3n);
shouldBe(-7n / 2n, -3n);
shouldBe(7n / -2n, -3n);
shouldBe(-7n / -2n, 3n);
shouldBe(7n % 2n, 1n);
shouldBe(-7n % 2n, -1n);
shouldBe(7n % -2n, 1n);
shouldBe(1n / 3n, 0n);
shouldBe(0n / 5n, 0n);
shouldBe((10n ** 30n) / (10n ** 15n), 10n ** 15n);
shouldBe((10n ** 30n + 7n) % 10n, 7n);
shouldThrow(() => 5n / 0n, RangeError);
shouldThrow(() => 5n % 0n, RangeError);

var x = 100n;
x /= 7n;
shouldBe(x, 14n);
x %= 5n;
shouldBe(x, 4n);
