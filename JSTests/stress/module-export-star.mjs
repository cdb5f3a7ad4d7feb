//@ requireOptions("--module")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// export * re-exports named exports (not default); conflicting star exports are ambiguous and dropped.
import * as all from "./resources/module-export-star.mjs";
import { answer, reexportedDefault, alsoNamed, liveNamespace, liveCount, own } from "./resources/module-export-star.mjs";
import * as conflict from "./resources/module-export-star-conflict.mjs";

shouldBe(answer, 42);
shouldBe(reexportedDefault(), "default function");
shouldBe(alsoNamed, "also named");
shouldBe(own, "own export");
shouldBe("default" in all, false);
shouldBe(all.double(2), 4);

// export * as ns gives a namespace object, and re-exported bindings stay live.
shouldBe(typeof liveNamespace, "object");
shouldBe(liveCount, liveNamespace.count);
liveNamespace.increment();
shouldBe(liveCount, liveNamespace.count);
liveNamespace.reset();

// The ambiguous name is excluded from the namespace; the unambiguous ones remain.
shouldBe("shared" in conflict, false);
shouldBe(conflict.onlyA, "a");
shouldBe(conflict.onlyB, "b");
