function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Math.max and Math.min convert every argument before comparing; NaN wins; -0 < +0.
shouldBe(Math.max(), -Infinity);
shouldBe(Math.min(), Infinity);
shouldBe(Object.is(Math.max(-0, 0), 0), true);
shouldBe(Object.is(Math.max(0, -0), 0), true);
shouldBe(Object.is(Math.min(0, -0), -0), true);
shouldBe(Object.is(Math.min(-0, 0), -0), true);
shouldBe(Math.max(1, NaN, 3), NaN);
shouldBe(Math.max("3", 2), 3);
var log = [];
var value = (v) => ({ valueOf() { log.push(v); return v; } });
shouldBe(Math.max(value(NaN), value(2)), NaN);
shouldBe(log.join(), "NaN,2");
log = [];
shouldBe(Math.hypot(value(3), value(4)), 5);
shouldBe(log.join(), "3,4");
shouldThrow(() => Math.min(1, { valueOf() { throw new RangeError("x"); } }), RangeError);
