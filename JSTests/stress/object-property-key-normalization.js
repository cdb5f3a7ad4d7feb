function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Property keys are normalised with ToPropertyKey: numbers become canonical strings.
var obj = {};
obj[1] = "one";
shouldBe(obj["1"], "one");
obj[1.0] = "still one";
shouldBe(obj["1"], "still one");
obj[1.5] = "float";
shouldBe(obj["1.5"], "float");
obj[-0] = "zero";
shouldBe(obj["0"], "zero");
obj[1e21] = "big";
shouldBe(obj["1e+21"], "big");
obj[0.0000001] = "tiny";
shouldBe(obj["1e-7"], "tiny");
obj[NaN] = "nan";
shouldBe(obj.NaN, "nan");
obj[true] = "bool";
shouldBe(obj["true"], "bool");
obj[null] = "null";
shouldBe(obj["null"], "null");
obj[undefined] = "undef";
shouldBe(obj["undefined"], "undef");
obj[[1, 2]] = "array";
shouldBe(obj["1,2"], "array");
obj[{}] = "object";
shouldBe(obj["[object Object]"], "object");

// "01" and "1" are different keys.
obj["01"] = "leading zero";
shouldBe(obj[1], "still one");
shouldBe(obj["01"], "leading zero");
shouldBe(obj["1"] !== obj["01"], true);

// Symbols are not converted.
var s = Symbol("k");
obj[s] = "sym";
shouldBe(obj[s], "sym");
shouldBe(obj["Symbol(k)"], undefined);
