function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// JSON.parse makes ordinary objects with data properties: duplicate keys keep the last
// value and __proto__ is an own property.
var o = JSON.parse('{"__proto__": 1, "a": 1, "a": 2, "1": "one"}');
shouldBe(Object.getPrototypeOf(o), Object.prototype);
shouldBe(Object.keys(o).join(), "1,__proto__,a");
shouldBe(o.a, 2);
shouldBe(Object.getOwnPropertyDescriptor(o, "__proto__").value, 1);
var a = JSON.parse('[1, "x", null, true, {"b": []}]');
shouldBe(Array.isArray(a), true);
shouldBe(a.length, 5);
shouldBe(a[4].b.length, 0);
shouldBe(JSON.parse('{"\\u0061\\u00e9": 1}')["a\u00e9"], 1);
var deep = JSON.parse("[".repeat(3000) + "]".repeat(3000));
shouldBe(Array.isArray(deep[0][0]), true);
