function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Annex B: in sloppy mode, a function declared in a block is also var-bound in the function,
// assigned when the declaration is evaluated.
function f() {
    var before = typeof g;
    {
        function g() { return "g"; }
    }
    return [before, typeof g, g()].join();
}
shouldBe(f(), "undefined,function,g");

// If the block is not executed, the outer var stays undefined.
function notRun() {
    if (false) {
        function hidden() {}
    }
    return typeof hidden;
}
shouldBe(notRun(), "undefined");

// Inside the block, the function is hoisted to the top of the block.
function inBlock() {
    {
        var r = typeof early;
        function early() {}
    }
    return r;
}
shouldBe(inBlock(), "function");

// In an if statement without braces (sloppy mode only).
function ifDecl(x) {
    if (x) function chosen() { return "yes"; }
    return typeof chosen;
}
shouldBe(ifDecl(true), "function");
shouldBe(ifDecl(false), "undefined");

// Not applied when it would conflict with a let binding in an enclosing scope.
function conflict() {
    let h = "let";
    {
        function h() {}
    }
    return typeof h;
}
shouldBe(conflict(), "string");

// The outer binding gets the value at the time the declaration is evaluated, later
// assignments inside the block affect only the block binding.
function later() {
    {
        function k() { return 1; }
        k = "reassigned in block";
    }
    return typeof k;
}
shouldBe(later(), "function");
