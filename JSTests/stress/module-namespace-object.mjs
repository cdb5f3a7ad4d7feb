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

// Module namespace objects: sorted keys, null prototype, not extensible, read-only.
import * as ns from "./resources/module-named-exports.mjs";

var keys = Object.keys(ns);
var sorted = keys.slice().sort();
shouldBe(keys.join(), sorted.join());
shouldBe(keys.indexOf("answer") >= 0, true);
shouldBe(keys.indexOf("string name") >= 0, true);
shouldBe(Object.getPrototypeOf(ns), null);
shouldBe(Object.isExtensible(ns), false);
shouldBe(ns[Symbol.toStringTag], "Module");
shouldBe(Object.prototype.toString.call(ns), "[object Module]");

var d = Object.getOwnPropertyDescriptor(ns, "answer");
shouldBe(d.value, 42);
shouldBe(d.writable, true);
shouldBe(d.enumerable, true);
shouldBe(d.configurable, false);

// Writes, deletes and new properties fail (module code is strict, so they throw).
shouldThrow(() => { ns.answer = 1; }, TypeError);
shouldThrow(() => { ns.brandNew = 1; }, TypeError);
shouldThrow(() => { delete ns.answer; }, TypeError);
shouldThrow(() => Object.defineProperty(ns, "answer", { value: 1 }), TypeError);
shouldThrow(() => Object.setPrototypeOf(ns, {}), TypeError);
shouldBe(delete ns.notAnExport, true);
shouldBe(Object.isFrozen(ns), false);
shouldBe(Object.isSealed(ns), true);

// in and property access.
shouldBe("double" in ns, true);
shouldBe("missing" in ns, false);
shouldBe(ns.missing, undefined);

// The same namespace object is returned by every import of the module.
import * as again from "./resources/module-named-exports.mjs";
shouldBe(again, ns);
