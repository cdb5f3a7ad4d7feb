//@ requireOptions("--module")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Named imports of every export form.
import { answer, mutable, viaVar, double, Point, renamed, destructuredA, renamedB, numbers, "string name" as stringName } from "./resources/module-named-exports.mjs";
import { answer as aliasAnswer } from "./resources/module-named-exports.mjs";

shouldBe(answer, 42);
shouldBe(aliasAnswer, 42);
shouldBe(mutable, "initial");
shouldBe(viaVar, "var");
shouldBe(double(21), 42);
shouldBe(new Point(3).x, 3);
shouldBe(renamed, "hidden");
shouldBe(destructuredA, "a");
shouldBe(renamedB, "b");
shouldBe([...numbers()].join(), "1,2");
shouldBe(stringName, 42);

// A module is evaluated only once no matter how many times it is imported.
shouldBe(globalThis.moduleNamedExportsEvaluations, 1);

// Module-level declarations are not properties of the global object.
var moduleLevelVar = 1;
function moduleLevelFunction() {}
shouldBe("moduleLevelVar" in globalThis, false);
shouldBe("moduleLevelFunction" in globalThis, false);
