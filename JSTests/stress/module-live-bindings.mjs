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

// Imported bindings are live views of the exporting module's variables.
import { count, increment, reset, later, replaceLater } from "./resources/module-live-binding.mjs";
import * as ns from "./resources/module-live-binding.mjs";

shouldBe(count, 0);
increment();
increment();
shouldBe(count, 2);
shouldBe(ns.count, 2);
reset();
shouldBe(count, 0);

shouldBe(later, "original");
replaceLater();
shouldBe(later, "replaced");

// Import bindings are immutable from the importing side.
shouldThrow(() => { count = 10; }, TypeError);
shouldThrow(() => { count++; }, TypeError);
shouldThrow(() => { ns.count = 10; }, TypeError);
shouldBe(count, 0);
