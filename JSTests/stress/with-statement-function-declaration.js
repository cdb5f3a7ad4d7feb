function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Functions declared inside with (in a block) close over the with scope.
var obj = { x: "from object" };
var x = "outer";
with (obj) {
    function insideWith() { return x; }
    var expr = function () { return x; };
}
// Annex B: the function is visible after the block; it captured the object environment.
shouldBe(typeof insideWith, "function");
shouldBe(insideWith(), "from object");
shouldBe(expr(), "from object");

// Calling a function found on the with object passes the object as this.
var o2 = { name: "o2", who() { return this === o2; } };
with (o2) { var isThis = who(); }
shouldBe(isThis, true);

// with is a syntax error in strict mode.
shouldThrow(() => eval("'use strict'; with ({}) {}"), SyntaxError);
shouldThrow(() => eval("(function () { 'use strict'; with ({}) {} })"), SyntaxError);

// eval inside with sees the object.
var evalScope = { ev: "visible" };
with (evalScope) { var evalResult = eval("ev"); }
shouldBe(evalResult, "visible");

// typeof of a name found through with.
with ({ t: 1 }) { var typeofT = typeof t; }
shouldBe(typeofT, "number");
