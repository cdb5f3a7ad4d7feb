function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
// BigInt and Number compare by exact mathematical value, also beyond 2^64 and for
// fractions next to a BigInt.
shouldBe(2n ** 64n < 2 ** 64, false);
shouldBe(2n ** 64n == 2 ** 64, true);
shouldBe(2n ** 64n + 1n > 2 ** 64, true);
shouldBe(2n ** 200n == 2 ** 200, true);
shouldBe(2n ** 200n - 1n < 2 ** 200, true);
shouldBe(-(2n ** 200n) - 1n < -(2 ** 200), true);
shouldBe(1n < 1.5, true);
shouldBe(2n > 1.5, true);
shouldBe(-1n > -1.5, true);
shouldBe(-2n < -1.5, true);
shouldBe(10n ** 400n < Infinity, true);
shouldBe(-(10n ** 400n) > -Infinity, true);
shouldBe(1n < NaN, false);
shouldBe(1n >= NaN, false);
shouldBe(9007199254740993n > 9007199254740992, true);
shouldBe(9007199254740993n == 9007199254740992, false);
shouldBe(0n == -0, true);
