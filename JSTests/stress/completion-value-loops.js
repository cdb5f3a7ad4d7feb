function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Completion values of loops observed through eval.
shouldBe(eval("1; for (var i = 0; i < 3; i++) { i; }"), 2);
shouldBe(eval("1; for (var i = 0; i < 0; i++) { i; }"), undefined);
shouldBe(eval("1; while (false) {}"), undefined);
shouldBe(eval("var n = 0; 1; while (n < 3) { n++; }"), 2);
shouldBe(eval("1; do { 5; } while (false);"), 5);
shouldBe(eval("1; for (var k in { a: 1 }) { k; }"), "a");
shouldBe(eval("1; for (var v of [7, 8]) { v; }"), 8);
shouldBe(eval("1; for (var v of []) { v; }"), undefined);
// An if statement wrapping a break gives the break the value undefined (UpdateEmpty).
shouldBe(eval("1; for (var j = 0; j < 3; j++) { if (j === 1) break; j; }"), undefined);
shouldBe(eval("1; for (var j = 0; j < 3; j++) { j; if (j === 1) break; }"), undefined);
shouldBe(eval("1; for (var j = 0; j < 3; j++) { if (j === 2) continue; j; }"), undefined);
// A bare break keeps the value of the statements before it.
shouldBe(eval("1; for (var j = 0; j < 3; j++) { j; break; }"), 0);
shouldBe(eval("1; do { 2; break; } while (true);"), 2);
shouldBe(eval("1; do { break; } while (true);"), undefined);
shouldBe(eval("1; outer: for (;;) { 3; for (;;) { break outer; } }"), undefined);
shouldBe(eval("1; outer: for (;;) { 3; break outer; }"), 3);
