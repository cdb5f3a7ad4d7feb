// JSON.parse source text access: the reviver's third argument is a context object whose
// `source` is the text of a primitive value as written, while the property still holds
// the value the text produced; JSON.rawJSON makes frozen raw JSON objects that
// JSON.isRawJSON recognises and JSON.stringify writes verbatim.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    let threw = false;
    try { f(); } catch (e) {
        threw = true;
        if (!(e instanceof type))
            throw new Error((message ? message + ": " : "") + "expected a " + type.name + " but got " + e);
    }
    if (!threw)
        throw new Error((message ? message + ": " : "") + "expected a " + type.name);
}
function sources(text) {
    const log = [];
    JSON.parse(text, function (key, value, context) {
        shouldBe(Object.getPrototypeOf(context), Object.prototype, "a plain object");
        const names = Object.getOwnPropertyNames(context);
        if (value !== null && typeof value === "object")
            shouldBe(names.length, 0, "no source for an object or array");
        else
            shouldBe(names.join(), "source", "only source");
        log.push(key + "=" + context.source);
        return value;
    });
    return log.join(" ");
}

// The text of each kind of primitive, without the white space around it.
shouldBe(sources(" 1.50 "), "=1.50");
shouldBe(sources("-0"), "=-0");
shouldBe(sources("1E+2"), "=1E+2");
shouldBe(sources('"a\\u0041\\n"'), '="a\\u0041\\n"', "a string's source has its quotes and escapes");
shouldBe(sources("[true, false, null]"), "0=true 1=false 2=null =undefined");
shouldBe(sources('{"a": [1, {"b": 2.0}], "c": "x"}'), "0=1 b=2.0 1=undefined a=undefined c=\"x\" =undefined");
shouldBe(sources('{"a": 1, "a": 2e0}'), "a=2e0 =undefined", "the last of duplicate keys");
shouldBe(sources('{"10": 1, "2": 0.20, "x": 3}'), "2=0.20 10=1 x=3 =undefined", "integer keys first, matched by name");
shouldBe(sources('{"__proto__": 7.0}'), "__proto__=7.0 =undefined", "__proto__ is an ordinary key");
shouldBe(sources('["\u00e9\u4e2d", 1.0]'), '0="\u00e9\u4e2d" 1=1.0 =undefined', "a two-byte text");
shouldBe(sources('{"\\u0061": 0.5}'), "a=0.5 =undefined", "an escaped key");

// A number too large for a double, read through its source.
const big = JSON.parse('{"id": 12345678901234567891, "n": 1}', (key, value, { source }) => key === "id" ? BigInt(source) : value);
shouldBe(big.id, 12345678901234567891n);
shouldBe(big.n, 1);

// A value replaced before it is visited has no source; an array or object that is still
// the one the text made keeps the records of its members.
{
    const log = [];
    let changed = false;
    JSON.parse('[1, 2, [3], {"k": 4}]', function (key, value, { source }) {
        log.push(key + "=" + source);
        if (!changed) {
            changed = true;
            this[1] = 2;           // the same value: the source stays
            this[2] = [3];         // a new array: its member has no record
            this[3].k = 4.5;       // a changed member of the same object
            this[3].extra = 9;     // a member the text did not have
        }
        return value;
    });
    shouldBe(log.join(" "), "0=1 1=2 0=undefined 2=undefined k=undefined extra=undefined 3=undefined =undefined");
}
{
    // The original value may be garbage by the time it is compared: it must not be read
    // after it is freed (the records keep it alive).
    const log = [];
    const text = '[' + Array.from({ length: 50 }, (_, i) => '"s' + i + '"').join(",") + ']';
    JSON.parse(text, function (key, value, { source }) {
        if (key === "0") {
            for (let i = 1; i < 50; i++)
                this[i] = "s" + i + "";    // equal strings, not the same cells
            gc();
            for (let i = 0; i < 100; i++) ({ garbage: "x".repeat(i) });
        }
        log.push(source);
        return value;
    });
    shouldBe(log.length, 51);
    shouldBe(log[1], '"s1"', "SameValue of strings is by content");
    shouldBe(log[49], '"s49"');
}

// Deleting members from the reviver.
shouldBe(JSON.stringify(JSON.parse('{"a": 1, "b": 2}', (k, v) => k === "a" ? undefined : v)), '{"b":2}');

// Without a reviver nothing changes; a non-callable reviver is ignored.
shouldBe(JSON.parse('{"a": [1]}', 5).a[0], 1);
shouldThrow(() => JSON.parse("[1,]", () => {}), SyntaxError);
shouldThrow(() => JSON.parse("", () => {}), SyntaxError);

// JSON.rawJSON
{
    const raw = JSON.rawJSON("1e1000");
    shouldBe(JSON.isRawJSON(raw), true);
    shouldBe(Object.getPrototypeOf(raw), null);
    shouldBe(Object.isFrozen(raw), true);
    shouldBe(Object.getOwnPropertyNames(raw).join(), "rawJSON");
    shouldBe(raw.rawJSON, "1e1000");
    const descriptor = Object.getOwnPropertyDescriptor(raw, "rawJSON");
    shouldBe(descriptor.enumerable && !descriptor.writable && !descriptor.configurable, true);
    shouldBe(JSON.rawJSON(12).rawJSON, "12", "ToString of the argument");
    shouldBe(JSON.rawJSON('"\\u0000"').rawJSON, '"\\u0000"');
    for (const text of ["null", "true", "false", "-1.5e-3", '"x"'])
        shouldBe(JSON.rawJSON(text).rawJSON, text);
    for (const bad of ["", " 1", "1 ", "\t1", "1\n", "\r1", "{}", "[]", "[1]", '{"a":1}', "1 2", "'x'", "undefined", "01", "1.", "+1", '"\n"', "nul"])
        shouldThrow(() => JSON.rawJSON(bad), SyntaxError, JSON.stringify(bad));
    shouldThrow(() => JSON.rawJSON(Symbol()), TypeError);
    shouldThrow(() => JSON.rawJSON({ toString() { throw new EvalError("s"); } }), EvalError);
    for (const value of [undefined, null, 1, "1", {}, { rawJSON: "1" }, Object.freeze(Object.create(null, { rawJSON: { value: "1", enumerable: true } })), new Proxy(raw, {})])
        shouldBe(JSON.isRawJSON(value), false);
    shouldBe(JSON.rawJSON.length, 1);
    shouldBe(JSON.isRawJSON.length, 1);
    shouldThrow(() => new JSON.rawJSON("1"), TypeError, "not a constructor");
}

// JSON.stringify writes raw JSON as it is, wherever it appears.
{
    const huge = JSON.rawJSON("123456789012345678901234567890");
    shouldBe(JSON.stringify(huge), "123456789012345678901234567890");
    shouldBe(JSON.stringify({ a: huge, b: [JSON.rawJSON('"\\u0041"'), JSON.rawJSON("null")] }), '{"a":123456789012345678901234567890,"b":["\\u0041",null]}');
    shouldBe(JSON.stringify([JSON.rawJSON("1")], null, 2), "[\n  1\n]");
    shouldBe(JSON.stringify({ n: 10n }, (k, v) => typeof v === "bigint" ? JSON.rawJSON(String(v)) : v), '{"n":10}');
    shouldBe(JSON.stringify({ toJSON() { return JSON.rawJSON("2e3"); } }), "2e3");
    // A raw JSON object is not an object with a rawJSON member.
    shouldBe(JSON.stringify({ rawJSON: "1" }), '{"rawJSON":"1"}');
    // Round trip of a BigInt through rawJSON and a source-reading reviver.
    const text = JSON.stringify({ v: JSON.rawJSON((2n ** 80n).toString()) });
    const back = JSON.parse(text, (k, v, { source }) => k === "v" ? BigInt(source) : v);
    shouldBe(back.v, 2n ** 80n);
}
