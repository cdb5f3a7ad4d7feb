function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A return in finally overrides a return or throw in try/catch.
function overrideReturn() {
    try { return "try"; } finally { return "finally"; }
}
shouldBe(overrideReturn(), "finally");

function overrideThrow() {
    try { throw new Error("lost"); } finally { return "finally wins"; }
}
shouldBe(overrideThrow(), "finally wins");

function overrideCatch() {
    try { throw 1; } catch (e) { return "catch"; } finally { return "finally"; }
}
shouldBe(overrideCatch(), "finally");

// A finally without return keeps the try's return value, even if it changes the variable.
function keepValue() {
    var x = 1;
    try { return x; } finally { x = 2; }
}
shouldBe(keepValue(), 1);

// The returned object can still be mutated in finally.
function mutateObject() {
    var o = { v: 1 };
    try { return o; } finally { o.v = 2; }
}
shouldBe(mutateObject().v, 2);

// throw in finally overrides a return.
function throwInFinally() {
    try { return "try"; } finally { throw new RangeError(); }
}
shouldThrow(throwInFinally, RangeError);

// break in finally cancels a return.
function breakInFinally() {
    for (var i = 0; i < 1; i++) {
        try { return "returned"; } finally { break; }
    }
    return "after loop";
}
shouldBe(breakInFinally(), "after loop");

// Return expressions in try are evaluated before finally runs.
var log = [];
function order() {
    try { return log.push("return expr"); } finally { log.push("finally"); }
}
order();
shouldBe(log.join(), "return expr,finally");
