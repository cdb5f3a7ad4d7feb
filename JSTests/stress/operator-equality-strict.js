function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Strict equality: no type coercion; NaN is not equal to itself; +0 equals -0.
shouldBe(1 === 1, true);
shouldBe(1 === "1", false);
shouldBe(null === undefined, false);
shouldBe(NaN === NaN, false);
shouldBe(0 === -0, true);
shouldBe("abc" === "ab" + "c", true);
shouldBe(true === 1, false);
shouldBe(1n === 1n, true);
shouldBe(1n === 1, false);
var o = {};
shouldBe(o === o, true);
shouldBe({} === {}, false);
shouldBe(1 !== 1.0, false);

// Object.is differs for NaN and -0.
shouldBe(Object.is(NaN, NaN), true);
shouldBe(Object.is(0, -0), false);
shouldBe(Object.is("a", "a"), true);

// Strings built differently are equal by value.
var built = "";
for (var i = 0; i < 5; i++) built += "x";
shouldBe(built === "xxxxx", true);

// includes uses SameValueZero, indexOf uses strict equality.
shouldBe([NaN].includes(NaN), true);
shouldBe([NaN].indexOf(NaN), -1);
shouldBe([-0].includes(0), true);
