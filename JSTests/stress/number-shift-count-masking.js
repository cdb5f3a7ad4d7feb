function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Shift counts are taken modulo 32.
for (var i = 0; i < 64; i++) {
    shouldBe(1 << i, 1 << (i % 32), "<< " + i);
    shouldBe(-1 >>> i, -1 >>> (i & 31), ">>> " + i);
}
shouldBe(1 << 32, 1);
shouldBe(1 << 64, 1);
shouldBe(256 >> 40, 1);
shouldBe(256 >>> 40, 1);
shouldBe(1 << -31, 2);
shouldBe(1 << 4294967296, 1);
shouldBe(1 << 2.9, 4);
shouldBe(1 << "3", 8);
shouldBe(1 << NaN, 1);
