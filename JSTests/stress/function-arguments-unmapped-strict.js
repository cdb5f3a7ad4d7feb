function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// In strict functions, arguments is not linked to the parameters.
function f(a, b) {
    "use strict";
    a = 10;
    arguments[1] = 20;
    return [a, b, arguments[0], arguments[1]];
}
var r = f(1, 2);
shouldBe(r[0], 10);
shouldBe(r[1], 2);
shouldBe(r[2], 1);
shouldBe(r[3], 20);

// Non-simple parameter lists (rest, destructuring) also give an unmapped object in sloppy mode.
function g(a, ...rest) {
    a = "changed";
    return arguments[0];
}
shouldBe(g("orig", 1), "orig");
function h({ x }, b) {
    b = "changed";
    return arguments[1];
}
shouldBe(h({}, "orig"), "orig");

// Assigning to `arguments` in strict mode is a syntax error.
shouldThrow(() => eval("'use strict'; arguments = 1;"), SyntaxError);
shouldThrow(() => eval("'use strict'; function bad(arguments) {}"), SyntaxError);
