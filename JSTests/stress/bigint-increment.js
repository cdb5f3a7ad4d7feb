function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// ++ and -- on BigInts, and BigInt loop counters.
var a = 0n;
a++;
++a;
shouldBe(a, 2n);
a--;
shouldBe(a, 1n);
shouldBe(typeof a, "bigint");

var sum = 0n;
for (var i = 0n; i < 100n; i++) sum += i;
shouldBe(sum, 4950n);

var o = { v: 10n };
o.v++;
shouldBe(o.v, 11n);

// Crossing the 64-bit boundary.
var big = 2n ** 64n - 1n;
big++;
shouldBe(big, 18446744073709551616n);
