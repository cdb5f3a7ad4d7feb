function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Number.prototype.toString with a radix.
shouldBe((255).toString(16), "ff");
shouldBe((255).toString(2), "11111111");
shouldBe((255).toString(8), "377");
shouldBe((35).toString(36), "z");
shouldBe((-255).toString(16), "-ff");
shouldBe((0).toString(2), "0");
shouldBe((-0).toString(2), "0");
shouldBe((10).toString(10), "10");
shouldBe((10).toString(), "10");
shouldBe((10).toString(undefined), "10");
shouldBe((0.5).toString(2), "0.1");
shouldBe((0.25).toString(2), "0.01");
shouldBe((3.75).toString(2), "11.11");
shouldBe((2 ** 32).toString(16), "100000000");
shouldBe(NaN.toString(2), "NaN");
shouldBe(Infinity.toString(16), "Infinity");

shouldThrow(() => (10).toString(1), RangeError);
shouldThrow(() => (10).toString(37), RangeError);
shouldThrow(() => (10).toString(0), RangeError);

// Round trip through parseInt.
for (var radix = 2; radix <= 36; radix++)
    shouldBe(parseInt((123456).toString(radix), radix), 123456, "radix " + radix);

// Called on a non-number throws.
shouldThrow(() => Number.prototype.toString.call("1"), TypeError);
shouldBe(Number.prototype.toString.call(Object(5)), "5");
