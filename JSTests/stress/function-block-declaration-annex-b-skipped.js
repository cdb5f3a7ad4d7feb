function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// V8 (node 20) hoists the inner of two nested block functions of one name.
// B.3.3: a function declared in a block of sloppy code is also a var of the enclosing
// function, except where a var of its name would be an early error.
function enclosedByLet() {
    { let f = 1; { function f() {} } }
    return f;
}
shouldThrow(enclosedByLet, ReferenceError);

// An enclosing block's own function of the name wins; the inner one stays local.
function nestedFunctions() {
    { function f() { return 1; } { function f() { return 2; } } }
    return f();
}
shouldBe(nestedFunctions(), 1);

// Loop heads and destructuring catch parameters bind the name too; a simple catch
// parameter does not (B.3.4).
function loopHead() { for (let f of [0]) { { function f() {} } } return f; }
shouldThrow(loopHead, ReferenceError);
function patternCatch() { try { throw {}; } catch ({ f }) { { function f() {} } } return f; }
shouldThrow(patternCatch, ReferenceError);
function simpleCatch() { try { throw null; } catch (f) { { function f() { return 5; } } } return f(); }
shouldBe(simpleCatch(), 5);

// Parameters, with or without parameter expressions, are not replaced.
function withDefault(f = 123) { { function f() {} } return f; }
shouldBe(withDefault(), 123);
function plain(f) { { function f() {} } return f; }
shouldBe(plain(7), 7);

// The arguments object is: B.3.2.1 makes no var for `arguments`, but evaluating the
// declaration sets the binding (language-slips-2026.js has the cases).
function argumentsObject() { { function arguments() {} } return typeof arguments; }
shouldBe(argumentsObject(), "function");

// A block function of an inner function does not become a global.
(function () { { function innerOnly() {} } })();
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "innerOnly"), undefined);

// The ordinary case: the var is undefined before the block and the function after.
function ordinary() { var before = typeof g; { function g() { return "g"; } } return before + "," + g(); }
shouldBe(ordinary(), "undefined,g");
