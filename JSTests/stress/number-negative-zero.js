function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// -0 is distinguishable with Object.is and 1/x, but === treats it as 0.
var nz = -0;
shouldBe(nz === 0, true);
shouldBe(Object.is(nz, 0), false);
shouldBe(1 / nz, -Infinity);
shouldBe(1 / 0, Infinity);

// Operations producing -0.
shouldBe(Object.is(-1 * 0, -0), true);
shouldBe(Object.is(0 / -5, -0), true);
shouldBe(Object.is(-0 + -0, -0), true);
shouldBe(Object.is(-0 - 0, -0), true);
shouldBe(Object.is(0 - 0, 0), true);
shouldBe(Object.is(-1 % 1, -0), true);
shouldBe(Object.is(-4 % 2, -0), true);
shouldBe(Object.is(Math.round(-0.4), -0), true);
shouldBe(Object.is(Math.trunc(-0.5), -0), true);
shouldBe(Object.is(Math.ceil(-0.5), -0), true);
shouldBe(Object.is(Math.sign(-0), -0), true);
shouldBe(Object.is(Math.abs(-0), 0), true);
shouldBe(Object.is(Math.min(0, -0), -0), true);
shouldBe(Object.is(Math.max(-0, 0), 0), true);
shouldBe(Object.is(-0 | 0, 0), true);

// String conversion loses the sign.
shouldBe(String(-0), "0");
shouldBe(`${-0}`, "0");
shouldBe((-0).toString(), "0");
shouldBe(JSON.stringify(-0), "0");
shouldBe(Object.is(Number("-0"), -0), true);
shouldBe(Object.is(JSON.parse("-0"), -0), true);

// -0 as a property key is "0".
var o = {};
o[-0] = "zero";
shouldBe(o["0"], "zero");

// includes/indexOf treat -0 as 0.
shouldBe([0].indexOf(-0), 0);
shouldBe([-0].includes(0), true);

// Storing -0 in an array element keeps it.
var arr = [1, 2];
arr[0] = -0;
shouldBe(Object.is(arr[0], -0), true);
