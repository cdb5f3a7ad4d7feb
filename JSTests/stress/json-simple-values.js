function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// JSON.stringify and JSON.parse on simple values.
shouldBe(JSON.stringify(1), "1");
shouldBe(JSON.stringify("s"), '"s"');
shouldBe(JSON.stringify(true), "true");
shouldBe(JSON.stringify(null), "null");
shouldBe(JSON.stringify(undefined), undefined);
shouldBe(JSON.stringify(NaN), "null");
shouldBe(JSON.stringify(Infinity), "null");
shouldBe(JSON.stringify([1, "a", null, undefined]), '[1,"a",null,null]');
shouldBe(JSON.stringify({ a: 1, b: undefined, c: function () {}, d: "x" }), '{"a":1,"d":"x"}');
shouldBe(JSON.stringify({ nested: { arr: [1, { x: 2 }] } }), '{"nested":{"arr":[1,{"x":2}]}}');
shouldBe(JSON.stringify("quote\"and\\back\nslash"), '"quote\\"and\\\\back\\nslash"');

shouldBe(JSON.parse("1"), 1);
shouldBe(JSON.parse('"s"'), "s");
shouldBe(JSON.parse("null"), null);
shouldBe(JSON.parse(" [1, 2, 3] ").length, 3);
var obj = JSON.parse('{"a": {"b": [true, false]}, "c": -1.5e2}');
shouldBe(obj.a.b[1], false);
shouldBe(obj.c, -150);
shouldBe(JSON.parse('"\\u0041"'), "A");
shouldThrow(() => JSON.parse("{a: 1}"), SyntaxError);
shouldThrow(() => JSON.parse("[1,]"), SyntaxError);
shouldThrow(() => JSON.parse("'single'"), SyntaxError);
shouldThrow(() => JSON.parse(""), SyntaxError);
shouldThrow(() => JSON.parse("01"), SyntaxError);

// Round trip.
var data = { list: [1, 2, 3], name: "n", flag: false, none: null };
shouldBe(JSON.stringify(JSON.parse(JSON.stringify(data))), JSON.stringify(data));

// Cyclic structures throw TypeError.
var cyclic = {};
cyclic.self = cyclic;
shouldThrow(() => JSON.stringify(cyclic), TypeError);
