function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Vars a sloppy direct eval declares in a parameter initializer live in the function,
// outside the parameters' scope: later parameters and the body see them, the caller's
// scope does not.
var seen = (function (a = eval("var fromEval = 'param'"), b = fromEval) {
    return [b, fromEval].join();
})();
shouldBe(seen, "param,param");
shouldBe(typeof fromEval, "undefined");

var arrow = ((a = eval("var viaArrow = 1")) => typeof viaArrow)();
shouldBe(arrow, "number");
shouldBe(typeof viaArrow, "undefined");

// The body's own var of the name is a different binding.
var both = (function (a = eval("var x = 'eval'"), read = () => x) {
    var x = "body";
    return [x, read()].join();
})();
shouldBe(both, "body,eval");

// A var with the name of a parameter is a SyntaxError (the parameters' scope is between).
shouldThrow(function () { (function (p, q = eval("var p = 1")) {})(); }, SyntaxError);

// An arrow has no arguments object, so its parameters' eval may declare arguments.
var args = ((p = eval("var arguments = 'declared'")) => { function arguments() {} return typeof arguments; })();
shouldBe(args, "function");
shouldBe(typeof globalThis.arguments, "undefined");
