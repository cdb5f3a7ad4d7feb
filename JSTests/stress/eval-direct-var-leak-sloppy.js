function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// In sloppy mode, var declarations in direct eval become variables of the calling function.
function f() {
    eval("var created = 'from eval'; function evalFn() { return 'fn'; }");
    return [created, evalFn()];
}
var r = f();
shouldBe(r[0], "from eval");
shouldBe(r[1], "fn");
shouldBe(typeof created, "undefined");
shouldBe(typeof evalFn, "undefined");

// The new var shadows an outer variable of the same name for the rest of the function.
var shadowed = "global";
function g() {
    var before = shadowed;
    eval("var shadowed = 'local'");
    return [before, shadowed];
}
var s = g();
shouldBe(s[0], "global");
shouldBe(s[1], "local");
shouldBe(shadowed, "global");

// A var created by eval inside a block is function scoped.
function h() {
    {
        eval("var fromBlock = 1");
    }
    return fromBlock;
}
shouldBe(h(), 1);

// Closures created before the eval see the new binding.
function k() {
    var read = () => typeof later;
    var before = read();
    eval("var later = 1");
    return [before, read()];
}
var kr = k();
shouldBe(kr[0], "undefined");
shouldBe(kr[1], "number");
