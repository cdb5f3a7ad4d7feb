function show(value) {
    return typeof value === "symbol" ? value.toString() : "" + value;
}
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + show(expected) + " but got " + show(actual));
}
function shouldThrow(fn, ErrorType, message) {
    var threw = false;
    try { fn(); } catch (e) {
        threw = true;
        if (!(e instanceof ErrorType)) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " but got " + e);
    }
    if (!threw) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " to be thrown");
}

// The parameters and the body of a dynamic function are each checked on their own
// (20.2.1.1.1 CreateDynamicFunction, steps 16-19): neither can close the function early.
var ran = false;
globalThis.markRan = function () { ran = true; };
shouldThrow(function () { Function("}, function(){"); }, SyntaxError);
shouldThrow(function () { Function("}); markRan(); (function(){"); }, SyntaxError);
shouldBe(ran, false);
shouldThrow(function () { Function("a = 1) { }, function (", ""); }, SyntaxError);
shouldThrow(function () { Function("/*", "*/){"); }, SyntaxError);
shouldThrow(function () { Function("", "/*"); }, SyntaxError);
shouldThrow(function () { Function("", "}"); }, SyntaxError);
// A body may end with a line comment: the closing brace is on its own line.
shouldBe(Function("return 1 // comment")(), 1);
shouldBe(Function("a // comment", "return a")(2), 2);
