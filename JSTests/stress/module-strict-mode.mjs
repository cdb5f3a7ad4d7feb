//@ requireOptions("--module")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Module code is always strict; top-level this is undefined.
shouldBe(this, undefined);
shouldBe((function () { return this; })(), undefined);
shouldThrow(() => { undeclaredInModule = 1; }, ReferenceError);
shouldThrow(() => eval("with ({}) {}"), SyntaxError);
shouldThrow(() => eval("var x = 010;"), SyntaxError);
shouldThrow(() => { Object.freeze({ a: 1 }).a = 2; }, TypeError);

// Module-only early errors (await as an identifier, HTML-like comments) make a module fail to
// load: importing one rejects with a SyntaxError.
var err = await import("./resources/module-syntax-error.mjs").then(() => null, e => e);
shouldBe(err instanceof SyntaxError, true);
var err2 = await import("./resources/module-html-comment.mjs").then(() => null, e => e);
shouldBe(err2 instanceof SyntaxError, true);

// HTML-like comments are not allowed in module code, but eval code is a script.
shouldBe(eval("1 <!-- comment"), 1);

// Top-level var/function declarations are module-scoped.
var topVar = "module";
shouldBe(globalThis.topVar, undefined);
