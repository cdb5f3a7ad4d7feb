function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// JSON.stringify throws a TypeError on cycles but not on shared references.
var a = [];
a[0] = a;
shouldThrow(() => JSON.stringify(a), TypeError);
var o = {};
o.p = { o };
shouldThrow(() => JSON.stringify(o), TypeError);
var shared = { x: 1 };
shouldBe(JSON.stringify([shared, shared]), '[{"x":1},{"x":1}]');
shouldBe(JSON.stringify({ a: { toJSON() { return 1; } } }), '{"a":1}');
var replaced = { a: 1 };
shouldThrow(() => JSON.stringify(replaced, function (k, v) { return k === "" ? v : this; }), TypeError);
shouldBe(Object.prototype.toString.call(JSON), "[object JSON]");
