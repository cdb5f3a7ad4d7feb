function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// % takes the sign of the dividend.
shouldBe(7 % 3, 1);
shouldBe(-7 % 3, -1);
shouldBe(7 % -3, 1);
shouldBe(-7 % -3, -1);
shouldBe(5.5 % 2, 1.5);
shouldBe(-5.5 % 2, -1.5);
shouldBe(0 % 5, 0);
shouldBe(Object.is(-0 % 5, -0), true);
shouldBe(Object.is(-10 % 5, -0), true);
shouldBe(5 % Infinity, 5);
shouldBe(-5 % Infinity, -5);
shouldBe(5 % 0, NaN);
shouldBe(Infinity % 2, NaN);
shouldBe(2147483648 % 3, 2);
shouldBe(-2147483648 % -1, -0);
shouldBe(Object.is(-2147483648 % -1, -0), true);

// A positive modulo helper.
function mod(a, b) { return ((a % b) + b) % b; }
shouldBe(mod(-1, 5), 4);
shouldBe(mod(-7, 3), 2);

// Modulo in a loop over negative and positive values.
var results = [];
for (var i = -3; i <= 3; i++) results.push(i % 2);
shouldBe(results.map(x => Object.is(x, -0) ? "-0" : String(x)).join(), "-1,-0,-1,0,1,0,1");
