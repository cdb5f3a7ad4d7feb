function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// In sloppy mode, deleting a declared variable returns false and keeps it.
var declared = 1;
function f() {
    var local = 2;
    var r = delete local;
    return [r, local];
}
var r = f();
shouldBe(r[0], false);
shouldBe(r[1], 2);

// Deleting an undeclared name returns true.
shouldBe(delete notDeclaredAtAll, true);

// Implicit globals (created by assignment) are configurable and can be deleted.
(function () { implicitGlobal = 5; })();
shouldBe(globalThis.implicitGlobal, 5);
shouldBe(delete implicitGlobal, true);
shouldBe(typeof implicitGlobal, "undefined");

// Global vars created by (indirect) eval code are configurable, so they can be deleted.
(0, eval)("var realGlobalVar = 1;");
shouldBe(globalThis.realGlobalVar, 1);
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "realGlobalVar").configurable, true);
shouldBe(delete globalThis.realGlobalVar, true);
shouldBe("realGlobalVar" in globalThis, false);

// Variables declared in sloppy eval are deletable.
function g() {
    eval("var fromEval = 3;");
    var before = fromEval;
    var deleted = delete fromEval;
    return [before, deleted, typeof fromEval];
}
var res = g();
shouldBe(res[0], 3);
shouldBe(res[1], true);
shouldBe(res[2], "undefined");

// Function parameters are not deletable.
function h(p) { return delete p; }
shouldBe(h(1), false);
