function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// `#x in obj` tests for the presence of a private name without throwing.
class A {
    #field = 1;
    #method() {}
    get #acc() { return 1; }
    static has(o) { return #field in o; }
    static hasMethod(o) { return #method in o; }
    static hasAcc(o) { return #acc in o; }
}
shouldBe(A.has(new A()), true);
shouldBe(A.has({}), false);
shouldBe(A.hasMethod(new A()), true);
shouldBe(A.hasMethod({}), false);
shouldBe(A.hasAcc(new A()), true);

// Subclass instances have the base class's private names.
class B extends A {}
shouldBe(A.has(new B()), true);

// Right-hand side must be an object.
shouldThrow(() => A.has(1), TypeError);
shouldThrow(() => A.has(null), TypeError);
shouldThrow(() => A.has("str"), TypeError);

// Works for objects created through a returning base constructor.
class Stamp { constructor(o) { return o; } }
class Stamper extends Stamp {
    #tag = true;
    static isTagged(o) { return #tag in o; }
}
var plain = {};
shouldBe(Stamper.isTagged(plain), false);
new Stamper(plain);
shouldBe(Stamper.isTagged(plain), true);

// Syntax: `#x in` requires a declared name.
shouldThrow(() => eval("(class { m(o) { return #nope in o; } })"), SyntaxError);
