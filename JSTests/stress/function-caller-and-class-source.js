// Small conformance fixes around functions.
// 1. The legacy `caller` of sloppy functions: an own accessor that yields the sloppy
//    function making the innermost active call, null otherwise (never a strict function);
//    strict functions, arrows, methods and classes own no `caller` and inherit
//    %ThrowTypeError% from Function.prototype.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, type, message) {
    let error;
    try { fn(); } catch (e) { error = e; }
    if (!(error instanceof type))
        throw new Error((message ? message + ": " : "") + "expected a " + type.name + " but got " + String(error));
}

function callee() { return callee.caller; }
function sloppyCaller() { return callee(); }
function strictCaller() { "use strict"; return callee(); }

const throwTypeError = Object.getOwnPropertyDescriptor(Function.prototype, "caller").get;
shouldBe(Object.getOwnPropertyDescriptor(Function.prototype, "caller").set, throwTypeError);
shouldBe(Object.getOwnPropertyDescriptor(Function.prototype, "arguments").get, throwTypeError);
shouldThrow(() => throwTypeError.call(callee), TypeError, "%ThrowTypeError% still throws");

// Hot, so that the JIT runs (and inlines) the calls that read `caller`.
for (let i = 0; i < 20000; i++) {
    shouldBe(sloppyCaller(), sloppyCaller, "sloppy caller");
    shouldBe(strictCaller(), null, "strict caller");
    shouldBe(callee(), null, "global code");
    shouldBe(callee.caller, null, "not active");
}
shouldBe(eval("callee()"), null, "eval code");
shouldBe(callee.call(), null, "called from a builtin");
shouldBe(sloppyCaller.call(), sloppyCaller);
shouldBe([0].map(function () { return callee(); })[0] !== undefined, true);
const created = new Function("return callee()");
shouldBe(created(), created, "the caller is the created (sloppy) function");
function callsCreated() { return created(); }
shouldBe(callsCreated(), created);
shouldBe(new Function("return callee.caller")(), null);

// Recursion: the innermost activation.
function outer(depth) {
    if (depth === 0)
        return inner();
    return depth === 1 ? middle() : outer(depth - 1);
}
function middle() { return outer(0); }
function inner() { return inner.caller; }
shouldBe(outer(3), outer);
function recurse(n) { return n === 0 ? recurse.caller : recurse(n - 1); }
function startRecursion() { return recurse(0); }
shouldBe(recurse(2), recurse);
shouldBe(startRecursion(), startRecursion);

// arguments.callee.caller, called back.
let called = false;
function first(flag) {
    if (flag === true)
        called = true;
    else
        second();
}
function second() { arguments.callee.caller(true); }
first();
shouldBe(called, true);

// The property: an own accessor of sloppy functions, configurable, with no setter.
const desc = Object.getOwnPropertyDescriptor(callee, "caller");
shouldBe(typeof desc.get, "function");
shouldBe(desc.set, undefined);
shouldBe(desc.enumerable, false);
shouldBe(desc.configurable, true);
shouldBe(Object.getOwnPropertyDescriptor(sloppyCaller, "caller").get, desc.get, "one getter per realm");
shouldBe(desc.get.call(undefined), null);
shouldBe(desc.get.call({}), null);
shouldBe(desc.get.call(strictCaller), null, "not for a strict function");
shouldBe(Object.hasOwn(callee, "arguments"), false);
shouldThrow(() => callee.arguments, TypeError);
callee.caller = 1; // no setter: ignored in sloppy code
shouldBe(callee.caller, null);
shouldThrow(() => { "use strict"; callee.caller = 1; }, TypeError);
shouldBe(Object.getOwnPropertyNames(function () {}).join(), "length,name,prototype,caller");
function deletable() {}
shouldBe(delete deletable.caller, true);
shouldThrow(() => deletable.caller, TypeError, "back to %ThrowTypeError%");

// Never on strict functions, arrows, methods, classes, generators or async functions.
const others = [
    strictCaller,
    () => 1,
    ({ m() {} }).m,
    class {},
    function* () {},
    async function () {},
    new Function("'use strict'"),
    function () {}.bind(),
];
for (const fn of others) {
    shouldBe(Object.hasOwn(fn, "caller"), false, String(fn));
    shouldThrow(() => fn.caller, TypeError, String(fn));
}

// A strict function is never returned, even through a sloppy one it calls.
function probe() { return probe.caller; }
function strictOuter() { "use strict"; return probe(); }
shouldBe(strictOuter(), null);
