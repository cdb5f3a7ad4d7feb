function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Inside the class, the class name is an immutable binding (assigning throws, code is strict).
class A {
    static reassign() { A = null; }
    static get() { return A; }
}
shouldThrow(() => A.reassign(), TypeError);
shouldBe(A.get(), A);

// Outside, a class declaration creates a mutable let-like binding.
class B { static inner() { return B; } }
var original = B;
B = "replaced";
shouldBe(B, "replaced");
shouldBe(original.inner(), original);

// Class expression name binding inside is immutable and independent of the outer variable.
var E = class Inner {
    static tryAssign() { Inner = 1; }
    static self() { return Inner; }
};
shouldThrow(() => E.tryAssign(), TypeError);
var saved = E;
E = null;
shouldBe(saved.self(), saved);

// Redeclaring a class name in the same scope is a syntax error.
shouldThrow(() => eval("class X {} class X {}"), SyntaxError);
shouldThrow(() => eval("class Y {} var Y;"), SyntaxError);
