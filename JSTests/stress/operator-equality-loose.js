function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The abstract equality comparison algorithm.
shouldBe(null == undefined, true);
shouldBe(null == 0, false);
shouldBe(undefined == 0, false);
shouldBe(null == false, false);
shouldBe("" == 0, true);
shouldBe("0" == 0, true);
shouldBe("0" == false, true);
shouldBe("" == false, true);
shouldBe("1" == true, true);
shouldBe("2" == true, false);
shouldBe(NaN == NaN, false);
shouldBe([] == false, true);
shouldBe([] == "", true);
shouldBe([0] == false, true);
shouldBe([1, 2] == "1,2", true);
shouldBe({} == "[object Object]", true);
shouldBe(" \t\n 42 " == 42, true);

// Object identity.
var o = {};
shouldBe(o == o, true);
shouldBe({} == {}, false);

// Symbols.
var s = Symbol();
shouldBe(s == s, true);
shouldBe(Symbol() == Symbol(), false);

// BigInt and Number/String.
shouldBe(1n == 1, true);
shouldBe(1n == "1", true);
shouldBe(1n == 1.5, false);
shouldBe(0n == "", true);
shouldBe(1n == "x", false);

// != is the negation.
shouldBe(null != undefined, false);
shouldBe(1 != "1", false);

// valueOf is used when comparing object with primitive.
shouldBe({ valueOf() { return 7; } } == 7, true);
