"use strict";
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// In strict mode, deleting a non-configurable property throws TypeError.
var fixed = {};
Object.defineProperty(fixed, "x", { value: 1, configurable: false });
shouldThrow(() => delete fixed.x, TypeError);
shouldThrow(() => delete Object.freeze({ a: 1 }).a, TypeError);
shouldThrow(() => delete [].length, TypeError);
shouldThrow(() => delete Object.prototype, TypeError);
shouldThrow(() => delete "abc".length, TypeError);
shouldThrow(() => delete "abc"[0], TypeError);

// Deleting configurable or missing properties still works.
var o = { a: 1 };
shouldBe(delete o.a, true);
shouldBe(delete o.nothing, true);

// delete of an unqualified identifier is a syntax error in strict mode.
shouldThrow(() => eval("delete o;"), SyntaxError);
shouldThrow(() => eval("delete (o);"), SyntaxError);
