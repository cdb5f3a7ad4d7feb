function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// -, *, /, % convert both operands to numbers.
shouldBe("10" - 3, 7);
shouldBe("10" * "2", 20);
shouldBe("9" / "3", 3);
shouldBe("10" % "4", 2);
shouldBe("abc" - 1, NaN);
shouldBe(null * 5, 0);
shouldBe(undefined * 5, NaN);
shouldBe(true * 5, 5);
shouldBe([] * 5, 0);
shouldBe([2] * [3], 6);
shouldBe([1, 2] * 1, NaN);
shouldBe("" - 1, -1);
shouldBe("  12  " * 1, 12);
shouldBe("0x10" * 1, 16);
shouldBe("1e3" - 0, 1000);

// Operands are converted left to right.
var log = [];
var a = { valueOf() { log.push("a"); return 6; } };
var b = { valueOf() { log.push("b"); return 3; } };
shouldBe(a - b, 3);
shouldBe(a / b, 2);
shouldBe(log.join(), "a,b,a,b");

// Symbols cannot be converted to numbers.
shouldThrow(() => Symbol() * 1, TypeError);
shouldThrow(() => Symbol() - 1, TypeError);

// Unary minus on strings.
shouldBe(-"5", -5);
shouldBe(-"", -0);
shouldBe(Object.is(-"", -0), true);
