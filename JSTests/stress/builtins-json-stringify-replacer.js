function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// JSON.stringify with a replacer function or a property list.
shouldBe(JSON.stringify({ a: 1, b: "x" }, (k, v) => typeof v === "number" ? v * 2 : v), '{"a":2,"b":"x"}');
shouldBe(JSON.stringify(5, (k, v) => k === "" ? [k, v] : v), '["",5]');
shouldBe(JSON.stringify({ a: 1, b: 2 }, (k, v) => k === "a" ? undefined : v), '{"b":2}');
var holders = [];
JSON.stringify({ a: [1] }, function (k, v) { holders.push(Array.isArray(this) ? "array" : typeof this); return v; });
shouldBe(holders.join(), "object,object,array");
shouldBe(JSON.stringify({ a: 1, b: 2, c: { a: 3, d: 4 } }, ["a", "c", "a"]), '{"a":1,"c":{"a":3}}');
shouldBe(JSON.stringify({ 1: "one", a: 2, b: 3 }, [1, new String("a"), {}, null, true]), '{"1":"one","a":2}');
shouldBe(JSON.stringify([{ a: 1, b: 2 }], ["b"]), '[{"b":2}]');
shouldBe(JSON.stringify({ a: 1 }, []), "{}");
shouldBe(JSON.stringify({ a: 1 }, "not a replacer"), '{"a":1}');
