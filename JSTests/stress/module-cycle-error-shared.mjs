//@ requireOptions("--module")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// An error in a module cycle is the error of every module in it: importing either one
// again rejects with the same error object, and neither body runs again.
globalThis.cycleLog = [];
let first = null, second = null, third = null;
try { await import("./resources/module-cycle-error-a.mjs"); } catch (e) { first = e; }
try { await import("./resources/module-cycle-error-b.mjs"); } catch (e) { second = e; }
try { await import("./resources/module-cycle-error-a.mjs"); } catch (e) { third = e; }
shouldBe(first instanceof RangeError, true);
shouldBe(second, first);
shouldBe(third, first);
shouldBe(globalThis.cycleLog.join(), "b ran");
