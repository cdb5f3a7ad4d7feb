function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// V8 (node 20) resolves the binding again after the right-hand side.
// An assignment resolves its target before it evaluates the right-hand side: deleting the
// with object's property meanwhile still writes to that object (sloppy code re-creates it).
var scope = { x: 1 };
var x = "outer";
with (scope) {
    x = (delete scope.x, 2);
}
shouldBe(scope.x, 2);
shouldBe(x, "outer");

// Compound assignment reads the binding first, then writes the same resolved binding.
var counter = { n: 10 };
var n = 100;
with (counter) {
    n += (delete counter.n, 5);
}
shouldBe(counter.n, 15);
shouldBe(n, 100);

// A binding that appears on the with object during the right-hand side does not capture
// the assignment.
var late = {};
var y = 0;
with (late) {
    y = (late.y = "object", 7);
}
shouldBe(y, 7);
shouldBe(late.y, "object");

// Strict code cannot reach with, but eval code that resolved a global that is deleted
// before the put throws a ReferenceError in strict mode.
globalThis.gone = 1;
shouldThrow(function () {
    "use strict";
    eval("gone = (delete globalThis.gone, 2)");
}, ReferenceError);
