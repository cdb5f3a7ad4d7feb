function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// In sloppy functions with simple parameters, arguments is mapped to the parameters.
function f(a, b) {
    a = 10;
    arguments[1] = 20;
    return [a, b, arguments[0], arguments[1]];
}
var r = f(1, 2);
shouldBe(r[0], 10);
shouldBe(r[1], 20);
shouldBe(r[2], 10);
shouldBe(r[3], 20);

// Parameters that were not passed are not mapped.
function g(a, b) {
    b = 5;
    return [arguments.length, arguments[1]];
}
var s = g(1);
shouldBe(s[0], 1);
shouldBe(s[1], undefined);

// Extra arguments are accessible but not mapped to anything.
function h(a) { arguments[2] = "x"; return arguments[1] + arguments[2]; }
shouldBe(h(1, "y", "z"), "yx");

// Mapping survives across closures.
function viaClosure(a) {
    var set = function (v) { a = v; };
    set(42);
    return arguments[0];
}
shouldBe(viaClosure(1), 42);

// The arguments object is an ordinary object with Array-like behaviour but not an array.
function k() { return arguments; }
var args = k(1, 2);
shouldBe(Array.isArray(args), false);
shouldBe(Object.prototype.toString.call(args), "[object Arguments]");
shouldBe(typeof args[Symbol.iterator], "function");
shouldBe(Array.from(args).join(), "1,2");
shouldBe(Object.getOwnPropertyDescriptor(args, "length").enumerable, false);
