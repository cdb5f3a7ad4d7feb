//@ requireOptions("--module")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Circular imports: b is evaluated first, sees a's let in TDZ, but can call a's hoisted function.
import { aValue, aSawB, bSawATdz, bCalledAFunction, readAValue } from "./resources/module-circular-a.mjs";

shouldBe(globalThis.circularLog.join(), "b evaluated,a evaluated");
shouldBe(aValue, "a value");
shouldBe(aSawB, "b value");
shouldBe(bSawATdz, true);
shouldBe(bCalledAFunction, "a function");
// After everything is evaluated, b reads a's binding normally.
shouldBe(readAValue(), "a value");
