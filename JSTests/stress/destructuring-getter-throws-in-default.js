function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Errors from getters and default initializers propagate, leaving earlier bindings assigned.
var a, b;
var src = {
    get first() { return 1; },
    get second() { throw new RangeError("getter"); },
};
shouldThrow(() => { ({ first: a, second: b } = src); }, RangeError);
shouldBe(a, 1);
shouldBe(b, undefined);

// A getter that throws inside a default expression.
var thrower = { get value() { throw new TypeError("in default"); } };
shouldThrow(() => { var { x = thrower.value } = {}; }, TypeError);

// Default expression throwing after earlier elements were assigned (array form).
var p, q;
shouldThrow(() => { [p, q = thrower.value] = [1]; }, TypeError);
shouldBe(p, 1);

// A getter on a nested object path.
shouldThrow(() => { var { outer: { inner } } = { get outer() { throw new SyntaxError(); } }; }, SyntaxError);

// Program continues normally after these errors.
var { ok = "fine" } = {};
shouldBe(ok, "fine");
