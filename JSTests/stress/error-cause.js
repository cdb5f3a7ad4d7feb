function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The cause option of error constructors.
var root = new TypeError("root");
var e = new Error("wrapper", { cause: root });
shouldBe(e.cause, root);
shouldBe(e.hasOwnProperty("cause"), true);
var d = Object.getOwnPropertyDescriptor(e, "cause");
shouldBe(d.enumerable, false);
shouldBe(d.writable, true);
shouldBe(d.configurable, true);

// Without the option (or without the cause key), there is no own cause.
shouldBe(new Error("x").hasOwnProperty("cause"), false);
shouldBe(new Error("x", {}).hasOwnProperty("cause"), false);
shouldBe(new Error("x", 5).hasOwnProperty("cause"), false);

// An explicit undefined cause is still an own property.
var u = new Error("x", { cause: undefined });
shouldBe(u.hasOwnProperty("cause"), true);
shouldBe(u.cause, undefined);

// Inherited cause in the options object counts.
var inherited = new RangeError("x", Object.create({ cause: "proto cause" }));
shouldBe(inherited.cause, "proto cause");

// Any value can be a cause.
shouldBe(new SyntaxError("x", { cause: 0 }).cause, 0);
shouldBe(new AggregateError([], "x", { cause: "agg" }).cause, "agg");

// Chained causes.
function level(n) {
    if (n === 0) throw new Error("bottom");
    try { level(n - 1); } catch (err) { throw new Error("level " + n, { cause: err }); }
}
try { level(3); } catch (top) {
    var depth = 0;
    for (var c = top; c; c = c.cause) depth++;
    shouldBe(depth, 4);
    shouldBe(top.cause.cause.cause.message, "bottom");
}
