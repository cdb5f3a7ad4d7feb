function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
// Indirect eval declares global vars and functions only where the global object allows
// (CanDeclareGlobalVar, CanDeclareGlobalFunction); functions of eval code are deletable.
var geval = eval;
geval("function fromEval() { return 1; }");
shouldBe(fromEval(), 1);
var descriptor = Object.getOwnPropertyDescriptor(globalThis, "fromEval");
shouldBe(descriptor.configurable, true);
shouldBe(descriptor.enumerable, true);
shouldBe(descriptor.writable, true);
shouldBe(delete globalThis.fromEval, true);

// V8 (node 20) rejects redeclaring an existing var once the global is not extensible.
// A non-configurable, non-writable global cannot be redeclared as a function.
Object.defineProperty(globalThis, "fixed", { value: 1, writable: false, enumerable: false, configurable: false });
shouldThrow(function () { geval("function fixed() {}"); }, TypeError);
shouldBe(fixed, 1);

// A writable, enumerable, non-configurable one keeps its attributes and takes the function.
Object.defineProperty(globalThis, "open", { value: 1, writable: true, enumerable: true, configurable: false });
geval("function open() { return 'now a function'; }");
shouldBe(open(), "now a function");
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "open").configurable, false);

// Once the global object is not extensible, new vars and functions fail, existing ones work.
var existing = 1;
Object.preventExtensions(globalThis);
shouldThrow(function () { geval("var brandNew;"); }, TypeError);
shouldThrow(function () { geval("function brandNewFunction() {}"); }, TypeError);
shouldBe("brandNew" in globalThis, false);
geval("var existing = 2;");
shouldBe(existing, 2);
