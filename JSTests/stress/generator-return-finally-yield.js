function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A finally block may yield while the generator is being returned; return() then gives that yield.
function* gen() {
    try {
        yield 1;
    } finally {
        yield "in finally";
        yield "still in finally";
    }
}
var g = gen();
g.next();
var r = g.return("final");
shouldBe(r.value, "in finally");
shouldBe(r.done, false);
r = g.next();
shouldBe(r.value, "still in finally");
shouldBe(r.done, false);
r = g.next();
shouldBe(r.value, "final");
shouldBe(r.done, true);

// Calling return() again while paused in the finally yields replaces the return value.
var g2 = gen();
g2.next();
g2.return("first");
var r2 = g2.return("second");
shouldBe(r2.value, "second");
shouldBe(r2.done, true);
