function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// BigInt bitwise operations use infinite two's complement.
shouldBe(5n & 3n, 1n);
shouldBe(5n | 3n, 7n);
shouldBe(5n ^ 3n, 6n);
shouldBe(~5n, -6n);
shouldBe(~-1n, 0n);
shouldBe(-1n & 0xFFn, 255n);
shouldBe(-256n | 15n, -241n);
shouldBe(1n << 100n, 2n ** 100n);
shouldBe((2n ** 100n) >> 98n, 4n);
shouldBe(-9n >> 1n, -5n);
shouldBe(1n << -1n, 0n);
shouldBe(8n >> -2n, 32n);
shouldThrow(() => 1n >>> 1n, TypeError);

// Shifts larger than 32 bits don't wrap like Number shifts.
shouldBe(1n << 32n, 4294967296n);
shouldBe(1n << 64n, 18446744073709551616n);
