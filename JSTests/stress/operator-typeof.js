function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// typeof for every kind of value.
shouldBe(typeof undefined, "undefined");
shouldBe(typeof null, "object");
shouldBe(typeof true, "boolean");
shouldBe(typeof 1, "number");
shouldBe(typeof NaN, "number");
shouldBe(typeof 1n, "bigint");
shouldBe(typeof "", "string");
shouldBe(typeof Symbol(), "symbol");
shouldBe(typeof {}, "object");
shouldBe(typeof [], "object");
shouldBe(typeof /x/, "object");
shouldBe(typeof function () {}, "function");
shouldBe(typeof (() => {}), "function");
shouldBe(typeof class {}, "function");
shouldBe(typeof function* () {}, "function");
shouldBe(typeof async function () {}, "function");
shouldBe(typeof Object, "function");
shouldBe(typeof Math, "object");
shouldBe(typeof Object(Symbol()), "object");
shouldBe(typeof Function.prototype, "function");
shouldBe(typeof Function.prototype.bind.call(function () {}), "function");

// typeof of a parenthesised expression and of typeof.
shouldBe(typeof (1 + "2"), "string");
shouldBe(typeof typeof 1, "string");
