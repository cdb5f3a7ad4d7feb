function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Unary + converts to number; unary - negates.
shouldBe(+"", 0);
shouldBe(+" 1 ", 1);
shouldBe(+"1a", NaN);
shouldBe(+true, 1);
shouldBe(+false, 0);
shouldBe(+null, 0);
shouldBe(+undefined, NaN);
shouldBe(+[], 0);
shouldBe(+[5], 5);
shouldBe(+[1, 2], NaN);
shouldBe(+{}, NaN);
shouldBe(+"0b101", 5);
shouldBe(+"0o17", 15);
shouldBe(+"-0x10", NaN);
shouldBe(+"Infinity", Infinity);
shouldBe(+"-Infinity", -Infinity);
shouldBe(+"infinity", NaN);
shouldBe(Object.is(-0, +"-0"), true);
shouldBe(-(-5), 5);
shouldBe(- -"3", 3);
shouldBe(Object.is(-0, -0), true);
shouldBe(Object.is(-(0), -0), true);
shouldThrow(() => +Symbol(), TypeError);
shouldThrow(() => +1n, TypeError);
shouldBe(-1n, -1n);
