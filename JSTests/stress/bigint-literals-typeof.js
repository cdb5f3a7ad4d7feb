function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// BigInt literals and their basic properties.
shouldBe(typeof 1n, "bigint");
shouldBe(typeof 0n, "bigint");
shouldBe(0x10n, 16n);
shouldBe(0o17n, 15n);
shouldBe(0b101n, 5n);
shouldBe(1_000n, 1000n);
shouldBe(String(123n), "123");
shouldBe(String(-0n), "0");
shouldBe(-0n === 0n, true);
shouldBe(Object.is(-0n, 0n), true);

// Invalid BigInt literals.
shouldThrow(() => eval("1.5n"), SyntaxError);
shouldThrow(() => eval("1e3n"), SyntaxError);
shouldThrow(() => eval("01n"), SyntaxError);

// Truthiness.
shouldBe(!0n, true);
shouldBe(!1n, false);
shouldBe(0n ? "t" : "f", "f");

// BigInt as property keys.
var o = {};
o[1n] = "one";
shouldBe(o["1"], "one");
var arr = ["a", "b"];
shouldBe(arr[1n], "b");

