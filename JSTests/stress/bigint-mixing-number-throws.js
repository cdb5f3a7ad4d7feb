function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Mixing BigInt and Number in arithmetic throws TypeError.
shouldThrow(() => 1n + 1, TypeError);
shouldThrow(() => 1 - 1n, TypeError);
shouldThrow(() => 2n * 2, TypeError);
shouldThrow(() => 2n / 2, TypeError);
shouldThrow(() => 2n % 2, TypeError);
shouldThrow(() => 2n ** 2, TypeError);
shouldThrow(() => 1n | 0, TypeError);
shouldThrow(() => 1n & 1, TypeError);
shouldThrow(() => 1n << 1, TypeError);
shouldThrow(() => 1n >>> 0n, TypeError);
shouldThrow(() => +1n, TypeError);
shouldThrow(() => Math.abs(1n), TypeError);
shouldThrow(() => 1n + { valueOf() { return 1; } }, TypeError);

// But string concatenation works.
shouldBe(1n + "", "1");
shouldBe("x" + 10n, "x10");

// Objects whose valueOf returns a BigInt participate in BigInt arithmetic.
shouldBe({ valueOf() { return 5n; } } * 2n, 10n);

// Number(bigint) converts explicitly.
shouldBe(Number(5n) + 1, 6);
