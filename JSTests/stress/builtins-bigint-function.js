function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// The BigInt function and its prototype.
shouldBe(BigInt(10), 10n);
shouldBe(BigInt("0x1f"), 31n);
shouldBe(BigInt(" 12 "), 12n);
shouldBe(BigInt(""), 0n);
shouldBe(BigInt(true), 1n);
shouldBe(BigInt(1e21), 1000000000000000000000n);
shouldBe(BigInt(-0), 0n);
shouldBe(BigInt({ valueOf() { return 5; } }), 5n);
shouldThrow(() => BigInt(1.5), RangeError);
shouldThrow(() => BigInt(NaN), RangeError);
shouldThrow(() => BigInt(Infinity), RangeError);
shouldThrow(() => BigInt("1e3"), SyntaxError);
shouldThrow(() => BigInt(undefined), TypeError);
shouldThrow(() => BigInt(Symbol()), TypeError);
shouldThrow(() => new BigInt(1), TypeError);
shouldBe((255n).toString(16), "ff");
shouldBe((-255n).toString(2), "-11111111");
shouldBe((10n).toString(), "10");
shouldThrow(() => (10n).toString(37), RangeError);
shouldThrow(() => BigInt.prototype.toString.call(1), TypeError);
shouldBe(Object(5n).valueOf(), 5n);
shouldBe(BigInt.prototype.valueOf.call(Object(7n)), 7n);
shouldBe(BigInt.prototype[Symbol.toStringTag], "BigInt");
shouldBe(Object.prototype.toString.call(1n), "[object BigInt]");
shouldBe((123n).toLocaleString(), "123");
shouldBe(BigInt.length, 1);
