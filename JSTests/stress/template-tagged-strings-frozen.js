function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Tagged templates receive a frozen strings array with a frozen raw array.
function tag(strings, ...values) { return { strings, values }; }
var r = tag`a${1}b${2}c`;
shouldBe(r.strings.length, 3);
shouldBe(r.strings.join("|"), "a|b|c");
shouldBe(r.values.join(), "1,2");
shouldBe(Object.isFrozen(r.strings), true);
shouldBe(Object.isFrozen(r.strings.raw), true);
shouldBe(Array.isArray(r.strings), true);
shouldBe(Array.isArray(r.strings.raw), true);
shouldBe(Object.getOwnPropertyDescriptor(r.strings, "raw").enumerable, false);

// Raw strings keep escapes as written.
var raw = tag`line\n\u0041`;
shouldBe(raw.strings[0], "line\nA");
shouldBe(raw.strings.raw[0], "line\\n\\u0041");

// Writing to the frozen array fails (throws in strict code).
shouldThrow(() => { "use strict"; r.strings[0] = "x"; }, TypeError);

// Substitution-free template.
var empty = tag``;
shouldBe(empty.strings.length, 1);
shouldBe(empty.strings[0], "");
shouldBe(empty.values.length, 0);

// Substitutions at the edges produce empty strings.
var edges = tag`${1}${2}`;
shouldBe(edges.strings.join("|"), "||");
