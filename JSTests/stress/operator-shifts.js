function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Shift operators: <<, >> (sign-propagating) and >>> (zero-fill).
shouldBe(1 << 3, 8);
shouldBe(1 << 31, -2147483648);
shouldBe(1 << 32, 1);
shouldBe(1 << 33, 2);
shouldBe(-16 >> 2, -4);
shouldBe(-16 >>> 2, 1073741820);
shouldBe(-1 >>> 0, 4294967295);
shouldBe(-1 >> 31, -1);
shouldBe(-1 >>> 31, 1);
shouldBe(8 >> 35, 1);
shouldBe(8 >> -1, 0);
shouldBe(1 << -1, -2147483648);
shouldBe(4294967295 >> 0, -1);
shouldBe(4294967295 >>> 0, 4294967295);
shouldBe(2147483648 >>> 0, 2147483648);
shouldBe(1.9 << 1, 2);
shouldBe("4" << "1", 8);

// >>> produces an unsigned value that may exceed int32 range.
var u = 0x80000000 >>> 0;
shouldBe(u, 2147483648);
shouldBe(u > 0, true);

// Compound shift assignment.
var v = 1;
v <<= 4;
shouldBe(v, 16);
v >>= 2;
shouldBe(v, 4);
v = -4;
v >>>= 28;
shouldBe(v, 15);
