function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// + concatenates if either primitive operand is a string, otherwise adds numerically.
shouldBe(1 + 2, 3);
shouldBe("1" + 2, "12");
shouldBe(1 + "2", "12");
shouldBe(1 + 2 + "3", "33");
shouldBe("1" + 2 + 3, "123");
shouldBe(true + 1, 2);
shouldBe(null + 1, 1);
shouldBe(undefined + 1, NaN);
shouldBe(true + true, 2);
shouldBe("a" + null, "anull");
shouldBe("a" + undefined, "aundefined");
shouldBe([] + [], "");
shouldBe([1] + [2], "12");
shouldBe({} + "", "[object Object]");
shouldBe([1, 2] + 3, "1,23");
shouldBe(1 + [2], "12");

// Objects use valueOf first with the default hint.
var obj = { valueOf() { return 10; }, toString() { return "str"; } };
shouldBe(obj + 1, 11);
shouldBe(obj + "", "10");
shouldBe(`${obj}`, "str");

// -0 and +0.
shouldBe(Object.is(-0 + -0, -0), true);
shouldBe(Object.is(-0 + 0, 0), true);

// Infinity arithmetic.
shouldBe(Infinity + -Infinity, NaN);
shouldBe(Infinity + 1, Infinity);

// += with strings.
var s = "a";
s += 1;
s += null;
shouldBe(s, "a1null");
