function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// V8 (node 20) declares the vars before it finds the function it cannot declare.
// EvalDeclarationInstantiation checks every declaration before it creates any: a
// function the global object cannot take leaves the other names undeclared.
shouldThrow(function () { (0, eval)("var notCreated; function NaN() {}"); }, TypeError);
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "notCreated"), undefined);
shouldThrow(function () { (0, eval)("function alsoNotCreated() {} function Infinity() {}"); }, TypeError);
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "alsoNotCreated"), undefined);

// Same for a direct eval at the top level.
var caught = null;
try { eval("var direct1; function undefined() {}"); } catch (e) { caught = e; }
shouldBe(caught instanceof TypeError, true);
shouldBe("direct1" in globalThis, false);
