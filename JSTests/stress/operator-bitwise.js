function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Bitwise operators work on 32-bit integers.
shouldBe(5 & 3, 1);
shouldBe(5 | 3, 7);
shouldBe(5 ^ 3, 6);
shouldBe(~5, -6);
shouldBe(~-1, 0);
shouldBe(~~3.7, 3);
shouldBe(~~-3.7, -3);
shouldBe(0xFFFFFFFF | 0, -1);
shouldBe(0x100000000 | 0, 0);
shouldBe(2147483648 | 0, -2147483648);
shouldBe(4294967296 + 5 | 0, 5);
shouldBe(NaN | 0, 0);
shouldBe(Infinity | 0, 0);
shouldBe(-Infinity & -1, 0);
shouldBe(1e21 | 0, -559939584);
shouldBe("12" & "10", 8);
shouldBe(null | 1, 1);
shouldBe(undefined ^ 1, 1);
shouldBe(-0 | 0, 0);
shouldBe(Object.is(-0 | 0, 0), true);

// Compound bitwise assignment.
var x = 0xF0;
x &= 0x3C;
shouldBe(x, 0x30);
x |= 1;
shouldBe(x, 0x31);
x ^= 0x31;
shouldBe(x, 0);

// Fractions are truncated toward zero before the operation.
shouldBe(-1.9 | 0, -1);
shouldBe(2.9 ^ 0, 2);

// Large doubles wrap modulo 2^32.
shouldBe(2 ** 53 | 0, 0);
shouldBe((2 ** 32 + 2 ** 31) | 0, -2147483648);
