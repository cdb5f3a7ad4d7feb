function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Global var and function declarations become properties of the global object.
// (Declarations are made through indirect eval, which runs code as global script code.)
(0, eval)("var globalVarDecl = 1; function globalFnDecl() { return 'fn'; }");
shouldBe(globalThis.globalVarDecl, 1);
shouldBe(globalThis.hasOwnProperty("globalVarDecl"), true);
shouldBe(typeof globalThis.globalFnDecl, "function");
shouldBe(globalFnDecl(), "fn");

// Setting a global property makes it visible as a variable.
globalThis.viaProperty = "prop";
shouldBe(viaProperty, "prop");
viaProperty = "changed";
shouldBe(globalThis.viaProperty, "changed");

// Descriptor of a property created by assignment.
var d = Object.getOwnPropertyDescriptor(globalThis, "viaProperty");
shouldBe(d.enumerable, true);
shouldBe(d.configurable, true);
shouldBe(d.writable, true);

// Sloppy-mode implicit globals are properties too.
(function () { implicitGlobalVariable = 3; })();
shouldBe(globalThis.implicitGlobalVariable, 3);

// globalThis is the global object and this of sloppy functions.
shouldBe((function () { return this; })(), globalThis);
shouldBe(typeof globalThis, "object");
shouldBe(globalThis.globalThis, globalThis);
