function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Global isNaN/isFinite coerce; Number.isNaN/Number.isInteger do not.
shouldBe(isNaN(NaN), true);
shouldBe(isNaN("NaN"), true);
shouldBe(isNaN(undefined), true);
shouldBe(isNaN({}), true);
shouldBe(isNaN(""), false);
shouldBe(isNaN("12"), false);
shouldBe(isNaN(null), false);
shouldBe(Number.isNaN("NaN"), false);
shouldBe(Number.isNaN(undefined), false);
shouldBe(Number.isNaN(NaN), true);
shouldBe(isFinite("1e3"), true);
shouldBe(isFinite(null), true);
shouldBe(isFinite(Infinity), false);
shouldBe(isFinite(undefined), false);
shouldBe(Number.isInteger(5.0), true);
shouldBe(Number.isInteger(Infinity), false);
shouldBe(Number.isInteger(-0), true);
shouldBe(Number.isInteger(NaN), false);
shouldThrow(() => isNaN(Symbol()), TypeError);
shouldThrow(() => isNaN(1n), TypeError);
shouldBe(Number.isNaN(Symbol()), false);
