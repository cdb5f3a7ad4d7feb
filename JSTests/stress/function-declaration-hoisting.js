function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Function declarations are hoisted with their value, before any statement runs.
shouldBe(typeof early, "function");
shouldBe(early(), 42);
function early() { return 42; }

function outer() {
    shouldBe(inner(3), 6);
    return inner;
    function inner(x) { return x * 2; }
}
shouldBe(outer()(5), 10);

// Hoisting inside a function that returns before the declaration.
function returnsBeforeDeclaration() {
    return typeof later;
    function later() {}
}
shouldBe(returnsBeforeDeclaration(), "function");

// A var with the same name does not clobber the function until it is assigned.
function withVar() {
    const before = typeof f;
    var f = 1;
    const after = typeof f;
    function f() {}
    return before + "," + after;
}
shouldBe(withVar(), "function,number");
