function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Indirect eval runs in the global scope, ignoring local variables.
function f() {
    var localOnly = 1;
    var indirect = eval;
    return [
        (0, eval)("typeof localOnly"),
        indirect("typeof localOnly"),
        eval("typeof localOnly"),
    ];
}
shouldBe(f().join(), "undefined,undefined,number");

// var declarations in indirect eval create global object properties.
function g() {
    (0, eval)("var madeByIndirectEval = 'yes'");
    return typeof madeByIndirectEval;
}
shouldBe(g(), "string");
shouldBe(globalThis.madeByIndirectEval, "yes");

// Indirect eval is never strict because of the caller.
function strictCaller() {
    "use strict";
    return (0, eval)("(function () { return this; })()");
}
shouldBe(strictCaller(), globalThis);

// this in indirect eval is the global object.
shouldBe((0, eval)("this"), globalThis);

// Other ways of calling eval indirectly: none of them see function-local variables.
function otherForms() {
    var hiddenLocal = "local";
    var e = eval;
    var obj = { eval };
    return [
        e("typeof hiddenLocal"),
        globalThis.eval("typeof hiddenLocal"),
        eval.call(null, "typeof hiddenLocal"),
        obj.eval("typeof hiddenLocal"),
        globalThis.eval("1 + 1"),
    ].join();
}
shouldBe(otherForms(), "undefined,undefined,undefined,undefined,2");
