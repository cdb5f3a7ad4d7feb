//@ requireOptions("--module")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A module that rejects after an await fails its importers too, without running them;
// the failing module's own import() settles before its importer's.
globalThis.rejectLog = [];
const order = [];
const leaf = import("./resources/module-tla-rejects.mjs").catch((e) => { order.push("leaf"); return e; });
const importer = import("./resources/module-tla-rejects-importer.mjs").catch((e) => { order.push("importer"); return e; });
const [leafError, importerError] = await Promise.all([leaf, importer]);
shouldBe(leafError instanceof EvalError, true);
shouldBe(importerError, leafError);
shouldBe(order.join(), "leaf,importer");
shouldBe(globalThis.rejectLog.join(), "rejecting module start");
