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

import * as ns from "./resources/module-named-exports.mjs";
import "./resources/module-namespace-tdz.mjs";

// A namespace's exports are writable: freezing it fails every time; sealing succeeds
// (they are already non-configurable), and it is not extensible.
shouldThrow(() => Object.freeze(ns), TypeError);
shouldThrow(() => Object.freeze(ns), TypeError);
shouldBe(Object.isFrozen(ns), false);
shouldBe(Object.seal(ns), ns);
shouldBe(Object.isSealed(ns), true);
shouldBe(Object.isExtensible(ns), false);

// [[GetOwnProperty]] reads the binding (a TDZ binding throws); [[HasProperty]] does not.
shouldBe(globalThis.namespaceChecks.join("|"),
    "hasOwnProperty: ReferenceError|in: no error|getOwnPropertyDescriptor: ReferenceError|keys: ReferenceError|hasOwnProperty after: no error");
