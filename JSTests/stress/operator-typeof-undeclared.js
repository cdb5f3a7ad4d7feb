function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// typeof on an undeclared identifier gives "undefined" without throwing.
shouldBe(typeof neverDeclaredAnywhere, "undefined");
shouldBe(typeof (neverDeclaredAnywhere), "undefined");
shouldThrow(() => neverDeclaredAnywhere, ReferenceError);

// But not on a member of an undeclared identifier.
shouldThrow(() => typeof neverDeclared.prop, ReferenceError);

// Inside with-free functions and strict code too.
(function () {
    "use strict";
    shouldBe(typeof alsoUndeclared, "undefined");
})();

// typeof on a let binding in its TDZ throws.
shouldThrow(() => { typeof tdz; let tdz; }, ReferenceError);

// After declaring via global property.
globalThis.nowDeclared = 1;
shouldBe(typeof nowDeclared, "number");
delete globalThis.nowDeclared;
shouldBe(typeof nowDeclared, "undefined");
