function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Number() conversion of strings follows StringToNumber.
shouldBe(Number(""), 0);
shouldBe(Number("   "), 0);
shouldBe(Number("\n\t 42 \r"), 42);
shouldBe(Number("42px"), NaN);
shouldBe(Number("0x1F"), 31);
shouldBe(Number("0X1f"), 31);
shouldBe(Number("0b11"), 3);
shouldBe(Number("0o17"), 15);
shouldBe(Number("-0x1F"), NaN);
shouldBe(Number("+12"), 12);
shouldBe(Number("-12.5e1"), -125);
shouldBe(Number(".5"), 0.5);
shouldBe(Number("5."), 5);
shouldBe(Number("."), NaN);
shouldBe(Number("1e"), NaN);
shouldBe(Number("1_000"), NaN);
shouldBe(Number("Infinity"), Infinity);
shouldBe(Number("-Infinity"), -Infinity);
shouldBe(Number("INFINITY"), NaN);
shouldBe(Number("00012"), 12);
shouldBe(Number("012"), 12);
shouldBe(Number("1e1000"), Infinity);
shouldBe(Number("0.1"), 0.1);
shouldBe(Number("\u00A0 7 \uFEFF"), 7);

// Other types.
shouldBe(Number(true), 1);
shouldBe(Number(null), 0);
shouldBe(Number(undefined), NaN);
shouldBe(Number([]), 0);
shouldBe(Number(["9"]), 9);
shouldBe(Number(10n), 10);
shouldBe(Number(), 0);
shouldThrow(() => Number(Symbol()), TypeError);
