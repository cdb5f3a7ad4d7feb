function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Accessing a let/const binding before its declaration throws ReferenceError.
shouldThrow(() => { x; let x = 1; }, ReferenceError);
shouldThrow(() => { x = 2; let x; }, ReferenceError);
shouldThrow(() => { c; const c = 1; }, ReferenceError);
shouldThrow(() => { let y = y; }, ReferenceError);
shouldThrow(() => { const [a = a] = []; }, ReferenceError);

// The TDZ applies even when an outer binding has the same name.
var shadow = "outer";
shouldThrow(() => {
    {
        shadow;
        let shadow = "inner";
    }
}, ReferenceError);

// After the declaration, the binding works; let without initializer is undefined.
{
    let u;
    shouldBe(u, undefined);
    u = 3;
    shouldBe(u, 3);
}

// TDZ in loop bodies: each iteration has a fresh TDZ.
for (let i = 0; i < 2; i++) {
    shouldThrow(() => { inner; }, ReferenceError);
    let inner = i;
}

// TDZ for class declarations and in function parameter bodies.
shouldThrow(() => { new K(); class K {} }, ReferenceError);

// Redeclaration errors are static.
shouldThrow(() => eval("let a; let a;"), SyntaxError);
shouldThrow(() => eval("let b; var b;"), SyntaxError);
shouldThrow(() => eval("const c;"), SyntaxError);
shouldThrow(() => eval("{ var d; let d; }"), SyntaxError);
shouldThrow(() => eval("let let = 1;"), SyntaxError);
