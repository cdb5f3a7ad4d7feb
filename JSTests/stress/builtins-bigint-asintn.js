function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// BigInt.asIntN and BigInt.asUintN wrap modulo 2^bits.
shouldBe(BigInt.asIntN(8, 127n), 127n);
shouldBe(BigInt.asIntN(8, 128n), -128n);
shouldBe(BigInt.asIntN(8, -129n), 127n);
shouldBe(BigInt.asIntN(0, 5n), 0n);
shouldBe(BigInt.asIntN(1, 1n), -1n);
shouldBe(BigInt.asIntN(64, 2n ** 63n), -(2n ** 63n));
shouldBe(BigInt.asIntN(64, -(2n ** 63n)), -(2n ** 63n));
shouldBe(BigInt.asIntN(2 ** 53 - 1, -5n), -5n);
shouldBe(BigInt.asUintN(8, -1n), 255n);
shouldBe(BigInt.asUintN(64, -1n), 18446744073709551615n);
shouldBe(BigInt.asUintN(0, -1n), 0n);
shouldBe(BigInt.asUintN(8, 256n), 0n);
shouldBe(BigInt.asUintN(2 ** 53 - 1, 5n), 5n);
shouldThrow(() => BigInt.asIntN(-1, 1n), RangeError);
shouldThrow(() => BigInt.asIntN(2 ** 53, 1n), RangeError);
shouldThrow(() => BigInt.asIntN(3, 3), TypeError);
shouldBe(BigInt.asUintN("8", "257"), 1n);
