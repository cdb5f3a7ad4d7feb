function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// The class name is in TDZ while the extends clause is evaluated.
shouldThrow(() => { class A extends A {} }, ReferenceError);
shouldThrow(() => { var C = class B extends B {}; }, ReferenceError);

// Computed keys can't refer to the class name either (still uninitialised).
shouldThrow(() => { class K { [K]() {} } }, ReferenceError);

// A let-declared class in outer scope referenced before declaration.
shouldThrow(() => { new Later(); class Later {} }, ReferenceError);

// The heritage expression is evaluated in a scope where an outer binding is shadowed.
var Outer = class {};
shouldThrow(() => {
    let Outer2 = class Outer2 extends (function () { return Outer2; })() {};
}, ReferenceError);

// Methods can reference the class name once defined.
class Ok { static me() { return Ok; } }
shouldBe(Ok.me(), Ok);
