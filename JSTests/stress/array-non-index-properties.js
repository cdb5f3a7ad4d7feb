function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Arrays can have non-index properties that don't affect length or iteration.
var arr = [1, 2];
arr.name = "named";
arr[-1] = "minus one";
arr["1.5"] = "frac";
shouldBe(arr.length, 2);
shouldBe(arr.name, "named");
shouldBe(arr[-1], "minus one");
shouldBe([...arr].join(), "1,2");
shouldBe(arr.join(), "1,2");
shouldBe(Object.keys(arr).join(), "0,1,name,-1,1.5");
var mapped = arr.map(x => x);
shouldBe(mapped.name, undefined);

// Methods defined on arrays.
arr.sum = function () { return this.reduce((a, b) => a + b); };
shouldBe(arr.sum(), 3);

// Symbol-keyed properties.
var s = Symbol();
arr[s] = "sym";
shouldBe(arr[s], "sym");
shouldBe(Object.getOwnPropertySymbols(arr).length, 1);

// Truncation keeps non-index properties.
arr.length = 0;
shouldBe(arr.name, "named");
shouldBe(arr[-1], "minus one");
