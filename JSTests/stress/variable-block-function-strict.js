"use strict";
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// In strict mode, functions declared in blocks are block scoped.
function f() {
    {
        function inner() { return "inner"; }
        shouldBe(inner(), "inner");
    }
    return typeof inner;
}
shouldBe(f(), "undefined");

// Hoisted within their block.
{
    shouldBe(blockFn(), 1);
    function blockFn() { return 1; }
}
shouldBe(typeof blockFn, "undefined");

// Each evaluation of the block creates a new function object.
var fns = [];
for (let i = 0; i < 2; i++) {
    function perIteration() { return i; }
    fns.push(perIteration);
}
shouldBe(fns[0] === fns[1], false);
shouldBe(fns[0]() + fns[1](), 1);

// Redeclaring a block function with let in the same block is an error.
shouldThrow(() => eval("{ function a() {} let a; }"), SyntaxError);
shouldThrow(() => eval("{ function b() {} function b() {} }"), SyntaxError);

// if statement with a bare function declaration is a syntax error in strict mode.
shouldThrow(() => eval("if (true) function c() {}"), SyntaxError);
