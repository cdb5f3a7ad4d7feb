function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Class declarations are not hoisted like functions: using them before the declaration throws.
shouldThrow(() => { new C(); class C {} }, ReferenceError);
shouldThrow(() => { typeof D; class D {} }, ReferenceError);

// A function declared earlier can reference the class once it is initialised.
function make() { return new Later(); }
shouldThrow(() => make(), ReferenceError);
class Later { }
shouldBe(make() instanceof Later, true);
