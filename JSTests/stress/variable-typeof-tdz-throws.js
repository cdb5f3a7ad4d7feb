function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// typeof on a binding in its TDZ throws, unlike typeof on an undeclared name.
shouldThrow(() => { typeof t; let t; }, ReferenceError);
shouldThrow(() => { typeof c; const c = 1; }, ReferenceError);
shouldThrow(() => { typeof K; class K {} }, ReferenceError);
shouldBe(typeof neverDeclaredName, "undefined");

// Inside a closure called early.
function f() {
    var g = () => typeof z;
    var result;
    try { g(); result = "no throw"; } catch (e) { result = e instanceof ReferenceError; }
    let z = 1;
    return [result, g()];
}
var r = f();
shouldBe(r[0], true);
shouldBe(r[1], "number");
