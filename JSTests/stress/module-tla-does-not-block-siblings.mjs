//@ requireOptions("--module")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A module with top-level await suspends only the modules that import it: a sibling
// that does not depend on it runs before it finishes, and this module runs after both.
import "./resources/module-tla-sibling-setup.mjs";
import { slow } from "./resources/module-tla-sibling-slow.mjs";
import { fast } from "./resources/module-tla-sibling-fast.mjs";

shouldBe(globalThis.siblingLog.join(), "slow start,fast,slow end");
shouldBe(slow + fast, "slowfast");
