function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Number.prototype.toString with a radix writes enough fraction digits to identify the number.
shouldBe((0.1).toString(2), "0.0001100110011001100110011001100110011001100110011001101");
shouldBe((0.1).toString(3), "0.0022002200220022002200220022002201");
shouldBe((0.5).toString(36), "0.i");
shouldBe((-255.5).toString(16), "-ff.8");
shouldBe((1 / 3).toString(3), "0.1");
shouldBe((2 ** 60).toString(2), "1" + "0".repeat(60));
shouldBe((1e21).toString(36), "5v1j4f4ds7c000");
shouldBe((123.456).toString(36), "3f.gez4w97ry");
shouldBe((10).toString(36.9), "a");
shouldThrow(() => (10).toString(1.9), RangeError);
for (var radix = 2; radix <= 36; radix++) {
    shouldBe(parseInt((1234567).toString(radix), radix), 1234567, "radix " + radix);
    shouldBe((0.5).toString(radix).slice(0, 2), "0.", "radix " + radix);
}
