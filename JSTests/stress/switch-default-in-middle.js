function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// default may appear anywhere; it is chosen only if no case matches, and falls through.
function f(x) {
    var log = [];
    switch (x) {
        case 1: log.push("1");
        default: log.push("default");
        case 2: log.push("2"); break;
        case 3: log.push("3");
    }
    return log.join();
}
shouldBe(f(1), "1,default,2");
shouldBe(f(2), "2");
shouldBe(f(3), "3");
shouldBe(f(4), "default,2");

// Case expressions after default are still evaluated before choosing default.
var evaluated = [];
function g(x) {
    switch (x) {
        case (evaluated.push("a"), "a"): return "A";
        default: return "D";
        case (evaluated.push("b"), "b"): return "B";
    }
}
shouldBe(g("z"), "D");
shouldBe(evaluated.join(), "a,b");
evaluated = [];
shouldBe(g("b"), "B");
shouldBe(evaluated.join(), "a,b");

// Two defaults are a syntax error.
shouldThrow(() => eval("switch (1) { default: default: }"), SyntaxError);
