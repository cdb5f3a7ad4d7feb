function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Anonymous functions assigned via logical assignment to identifiers get the name.
var a;
a ??= function () {};
shouldBe(a.name, "a");
var b = 0;
b ||= () => {};
shouldBe(b.name, "b");
var c = 1;
c &&= class {};
shouldBe(c.name, "c");

// Member targets do not name the function.
var o = {};
o.m ??= function () {};
shouldBe(o.m.name, "");

// Undeclared targets: ||= on an unresolvable reference throws ReferenceError.
shouldThrow(() => { undeclaredLogical ||= 1; }, ReferenceError);
