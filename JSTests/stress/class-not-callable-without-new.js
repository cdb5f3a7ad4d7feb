function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Calling a class constructor without new throws a TypeError.
class A {}
shouldThrow(() => A(), TypeError);
shouldThrow(() => A.call({}), TypeError);
shouldThrow(() => A.apply({}, []), TypeError);
class B extends A {}
shouldThrow(() => B(), TypeError);

// The class body must not run when called without new.
var ran = false;
class C { constructor() { ran = true; } }
shouldThrow(() => C(), TypeError);
shouldBe(ran, false);

// typeof is still "function".
shouldBe(typeof C, "function");
