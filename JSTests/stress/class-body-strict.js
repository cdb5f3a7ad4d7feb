function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Class bodies are always strict mode code.
class K {
    sloppyThis() { return (function () { return this; })(); }
    assignUndeclared() { undeclaredInClass = 1; }
    writeReadOnly() { var o = Object.freeze({ a: 1 }); o.a = 2; }
    deleteNonConfigurable() { delete Object.prototype; }
    static heritageCheck() { return typeof this; }
}
var k = new K();
shouldBe(k.sloppyThis(), undefined);
shouldThrow(() => k.assignUndeclared(), ReferenceError);
shouldBe(typeof undeclaredInClass, "undefined");
shouldThrow(() => k.writeReadOnly(), TypeError);
shouldThrow(() => k.deleteNonConfigurable(), TypeError);

// Strict-mode syntax restrictions apply in class bodies.
shouldThrow(() => eval("(class { m() { with ({}) {} } })"), SyntaxError);
shouldThrow(() => eval("(class { m() { return 010; } })"), SyntaxError);
shouldThrow(() => eval("(class { m(a, a) {} })"), SyntaxError);
shouldThrow(() => eval("(class { m() { var implements; } })"), SyntaxError);

// The extends expression is strict too.
shouldThrow(() => eval("(class extends (function () { with ({}) {} return Object; })() {})"), SyntaxError);
