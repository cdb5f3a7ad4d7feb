function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// ** is right-associative and binds tighter than unary operators on its right.
shouldBe(2 ** 3, 8);
shouldBe(2 ** 3 ** 2, 512);
shouldBe((2 ** 3) ** 2, 64);
shouldBe(2 ** -1, 0.5);
shouldBe((-2) ** 2, 4);
shouldBe((-2) ** 3, -8);
shouldBe(-(2 ** 2), -4);
shouldBe(2 ** 0.5 * 2 ** 0.5 > 1.99, true);
shouldBe(NaN ** 0, 1);
shouldBe(1 ** NaN, NaN);
shouldBe(0 ** 0, 1);
shouldBe(0 ** -1, Infinity);
shouldBe((-0) ** -1, -Infinity);
shouldBe(Infinity ** 0, 1);
shouldBe(2 ** 1024, Infinity);
shouldBe(Math.pow(2, 10), 2 ** 10);

// Exponent assignment.
var x = 3;
x **= 2;
shouldBe(x, 9);
x **= 0.5;
shouldBe(x, 3);

// Coercion of operands.
shouldBe("2" ** "3", 8);
shouldBe([3] ** 2, 9);
shouldBe(null ** 2, 0);
shouldBe(undefined ** 2, NaN);

// Unary operators on the base are syntax errors without parentheses.
shouldThrow(() => eval("-2 ** 2"), SyntaxError);
shouldThrow(() => eval("+2 ** 2"), SyntaxError);
shouldThrow(() => eval("typeof 2 ** 2"), SyntaxError);
shouldThrow(() => eval("!2 ** 2"), SyntaxError);
shouldThrow(() => eval("~2 ** 2"), SyntaxError);
shouldThrow(() => eval("delete o.p ** 2"), SyntaxError);
shouldThrow(() => eval("void 2 ** 2"), SyntaxError);

// Unary minus on the exponent is allowed, as are increments on the base.
shouldBe(eval("2 ** -2"), 0.25);
var y = 2;
shouldBe(++y ** 2, 9);
shouldBe(y-- ** 2, 9);
