function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// JSON.parse with a reviver: bottom-up order, deletion on undefined, holder as this.
var log = [];
var result = JSON.parse('{"a": [1, 2], "b": {"c": 3}}', function (key, value) {
    log.push(key);
    return typeof value === "number" ? value * 10 : value;
});
shouldBe(log.join("|"), "0|1|a|c|b|");
shouldBe(result.a[1], 20);
shouldBe(result.b.c, 30);
var removed = JSON.parse('{"a": 1, "b": 2}', (key, value) => key === "a" ? undefined : value);
shouldBe("a" in removed, false);
shouldBe(removed.b, 2);
var holes = JSON.parse("[1, 2, 3]", (key, value) => key === "1" ? undefined : value);
shouldBe(holes.length, 3);
shouldBe(1 in holes, false);
shouldBe(JSON.parse('{"a": 1}', function (key, value) { return key === "" ? this[""] === value : value; }), true);
shouldBe(JSON.parse("5", (key, value) => typeof key), "string");
shouldThrow(() => JSON.parse("[1]", () => { throw new RangeError("x"); }), RangeError);
shouldBe(JSON.parse("[1]", "not callable")[0], 1);
