function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// JSON.stringify's space argument: numbers up to 10, strings up to 10 code units.
shouldBe(JSON.stringify({ a: [1, { b: 2 }], c: {}, d: [] }, null, "--"), '{\n--"a": [\n----1,\n----{\n------"b": 2\n----}\n--],\n--"c": {},\n--"d": []\n}');
shouldBe(JSON.stringify([1], null, 20), "[\n          1\n]");
shouldBe(JSON.stringify([1], null, 3.7), "[\n   1\n]");
shouldBe(JSON.stringify([1], null, -5), "[1]");
shouldBe(JSON.stringify({ a: 1 }, null, "12345678901234"), '{\n1234567890"a": 1\n}');
shouldBe(JSON.stringify({ a: 1 }, null, new Number(2)), '{\n  "a": 1\n}');
shouldBe(JSON.stringify({ a: 1 }, null, new String("\t")), '{\n\t"a": 1\n}');
shouldBe(JSON.stringify({ a: 1 }, null, ""), '{"a":1}');
shouldBe(JSON.stringify({ a: 1 }, null, true), '{"a":1}');
shouldBe(JSON.stringify([[]], null, 2), "[\n  []\n]");
