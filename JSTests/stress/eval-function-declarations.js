function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Function declarations in eval are hoisted within the eval code.
shouldBe(eval("hoisted(); function hoisted() { return 'h'; }"), "h");

// Sloppy eval function declarations become variables of the calling function.
function f() {
    eval("function made() { return 'made'; }");
    return made();
}
shouldBe(f(), "made");

// In a block inside eval (Annex B), also visible after the block.
function g() {
    eval("{ function inBlock() { return 'b'; } }");
    return typeof inBlock;
}
shouldBe(g(), "function");

// Redeclaring an existing function by eval overrides it.
function h() {
    function target() { return "original"; }
    eval("function target() { return 'replaced'; }");
    return target();
}
shouldBe(h(), "replaced");

// An eval declaring a function over a parameter name replaces the parameter value.
function k(p) {
    eval("function p() {}");
    return typeof p;
}
shouldBe(k(1), "function");
