function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The value of a destructuring assignment expression is the right-hand side.
var a, b;
var rhs = [1, 2];
var result = ([a, b] = rhs);
shouldBe(result, rhs);

var obj = { x: 1 };
var x;
shouldBe(({ x } = obj), obj);

// Chained destructuring assignments.
var p, q, r;
[p] = [q] = [r] = [9];
shouldBe(p + q + r, 27);

// Used as a value in a larger expression.
var len = ([a, b] = [3, 4]).length;
shouldBe(len, 2);
shouldBe(a * b, 12);
