//@ requireOptions("--module")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// import() returns a promise of the module namespace.
var promise = import("./resources/module-dynamic-target.mjs");
shouldBe(promise instanceof Promise, true);
var ns = await promise;
shouldBe(ns.loaded, "dynamically loaded");
shouldBe(ns.default, "dynamic default");
shouldBe(Object.getPrototypeOf(ns), null);
shouldBe(ns[Symbol.toStringTag], "Module");

// Importing again gives the same namespace and does not re-evaluate.
var again = await import("./resources/module-dynamic-target.mjs");
shouldBe(again, ns);
shouldBe(globalThis.dynamicTargetEvaluations, 1);

// The specifier is converted to a string.
var viaObject = await import({ toString() { return "./resources/module-dynamic-target.mjs"; } });
shouldBe(viaObject, ns);

// Same namespace as a static import of the same module.
import * as staticNs from "./resources/module-named-exports.mjs";
var dynamicNs = await import("./resources/module-named-exports.mjs");
shouldBe(dynamicNs, staticNs);

// A module that throws during evaluation rejects the import() promise, every time.
var err1 = await import("./resources/module-throws-on-evaluation.mjs").then(() => null, e => e);
shouldBe(err1 instanceof RangeError, true);
var err2 = await import("./resources/module-throws-on-evaluation.mjs").then(() => null, e => e);
shouldBe(err2, err1);

// A missing module rejects (the error type is host-defined).
var missing = await import("./resources/this-module-does-not-exist.mjs").then(() => "resolved", () => "rejected");
shouldBe(missing, "rejected");

// import() works from inside functions and eval.
async function loadInFunction() { return (await import("./resources/module-dynamic-target.mjs")).loaded; }
shouldBe(await loadInFunction(), "dynamically loaded");
