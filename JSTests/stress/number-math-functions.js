function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The Math functions available in this engine.
shouldBe(Math.abs(-3), 3);
shouldBe(Math.abs("-2"), 2);
shouldBe(Math.abs(null), 0);
shouldBe(Math.floor(1.7), 1);
shouldBe(Math.floor(-1.2), -2);
shouldBe(Math.ceil(1.2), 2);
shouldBe(Math.ceil(-1.7), -1);
shouldBe(Math.round(2.5), 3);
shouldBe(Math.round(-2.5), -2);
shouldBe(Math.round(-2.6), -3);
shouldBe(Math.round(0.49999999999999994), 0);
shouldBe(Math.trunc(4.9), 4);
shouldBe(Math.trunc(-4.9), -4);
shouldBe(Math.sign(-5), -1);
shouldBe(Math.sign(7), 1);
shouldBe(Math.sign(0), 0);
shouldBe(Math.sign(NaN), NaN);
shouldBe(Math.sqrt(16), 4);
shouldBe(Math.sqrt(2) * Math.sqrt(2) > 1.9999, true);
shouldBe(Math.pow(2, 8), 256);
shouldBe(Math.pow(NaN, 0), 1);
shouldBe(Math.max(), -Infinity);
shouldBe(Math.min(), Infinity);
shouldBe(Math.max(1, 3, 2), 3);
shouldBe(Math.min(1, -3, 2), -3);
shouldBe(Math.max("10", 9), 10);
shouldBe(Math.max(...[4, 8, 6]), 8);
shouldBe(Math.floor(2 ** 40 + 0.5), 2 ** 40);

// Arguments are all converted even if one is NaN.
var log = [];
Math.max({ valueOf() { log.push(1); return NaN; } }, { valueOf() { log.push(2); return 1; } });
shouldBe(log.join(), "1,2");
