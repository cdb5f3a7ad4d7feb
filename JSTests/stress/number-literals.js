function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Numeric literal forms.
shouldBe(0x1f, 31);
shouldBe(0XFF, 255);
shouldBe(0o17, 15);
shouldBe(0O7, 7);
shouldBe(0b101, 5);
shouldBe(0B11, 3);
shouldBe(1e3, 1000);
shouldBe(1E-2, 0.01);
shouldBe(1e+2, 100);
shouldBe(.5, 0.5);
shouldBe(5., 5);
shouldBe(0.1e1, 1);

// Numeric separators.
shouldBe(1_000_000, 1000000);
shouldBe(0xF_F, 255);
shouldBe(0b1_0, 2);
shouldBe(1_0.0_1, 10.01);
shouldBe(1e1_0, 1e10);
shouldThrow(() => eval("1__0"), SyntaxError);
shouldThrow(() => eval("1_"), SyntaxError);
shouldThrow(() => eval("0x_1"), SyntaxError);
shouldThrow(() => eval("1._5"), SyntaxError);
shouldThrow(() => eval("0_1"), SyntaxError);

// Legacy octal and decimal-with-leading-zero literals (sloppy mode only).
shouldBe(eval("010"), 8);
shouldBe(eval("019"), 19);
shouldBe(eval("08.5"), 8.5);
shouldThrow(() => eval("'use strict'; 010"), SyntaxError);
shouldThrow(() => eval("'use strict'; 08"), SyntaxError);

// Member access on integer literals.
shouldBe(1..toString(), "1");
shouldBe(1 .toString(), "1");
shouldBe((1).toString(), "1");
shouldBe(1.5.toFixed(1), "1.5");
shouldThrow(() => eval("1.toString()"), SyntaxError);

// An identifier start directly after a numeric literal is an error.
shouldThrow(() => eval("3in []"), SyntaxError);
shouldThrow(() => eval("0b12"), SyntaxError);
shouldThrow(() => eval("0o8"), SyntaxError);
shouldThrow(() => eval("0xg"), SyntaxError);

// Huge and tiny literals.
shouldBe(1e309, Infinity);
shouldBe(1e-400, 0);
shouldBe(0x1fffffffffffff, 9007199254740991);
