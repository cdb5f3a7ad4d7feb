function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
// A rest element anywhere but last is an early SyntaxError, in declarations and in
// assignment patterns, for objects and arrays.
shouldThrow(function () { eval("var {...a, b} = {};"); }, SyntaxError);
shouldThrow(function () { eval("let [...a, b] = [];"); }, SyntaxError);
shouldThrow(function () { eval("var a, b; ({...a, b} = {});"); }, SyntaxError);
shouldThrow(function () { eval("var a, b; [...a, b] = [];"); }, SyntaxError);
shouldThrow(function () { eval("function f({...a, b}) {}"); }, SyntaxError);

// Last, it collects the rest.
var { p, ...others } = { p: 1, q: 2, r: 3 };
shouldBe(p, 1);
shouldBe(Object.keys(others).join(), "q,r");
