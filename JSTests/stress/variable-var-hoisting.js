function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// var declarations are hoisted to the top of the function with value undefined.
function f() {
    var before = v;
    var v = 1;
    return before;
}
shouldBe(f(), undefined);

// Hoisting out of blocks, loops and unreached code.
function g() {
    if (false) { var never = 1; }
    for (var i = 0; i < 0; i++) { var inLoop = 2; }
    try { var inTry = 3; } catch (e) { var inCatch = 4; }
    return [typeof never, never, inLoop, inTry, inCatch].join();
}
shouldBe(g(), "undefined,,,3,");

// Redeclaring a var does not reset it.
function h() {
    var x = 5;
    var x;
    return x;
}
shouldBe(h(), 5);

// var inside a nested function does not leak out.
function outer() {
    function inner() { var hidden = 1; }
    inner();
    return typeof hidden;
}
shouldBe(outer(), "undefined");

// Assignment before declaration targets the hoisted local, not a global.
function local() {
    early = "local";
    var early;
    return early;
}
shouldBe(local(), "local");
shouldBe(typeof early, "undefined");
