//@ requireOptions("--test262")
// Objects the engine makes in a shape it caches (arguments objects, iterator results)
// belong to the realm that makes them, whichever realm made the cached one.
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}

const other = $262.createRealm().global;
const otherArguments = other.eval("(function () { return arguments; })");
const otherStrictArguments = other.eval("(function () { 'use strict'; return arguments; })");
const otherGenerator = other.eval("(function* () { yield 1; })");
function here() { return arguments; }
function hereStrict() { "use strict"; return arguments; }
function* hereGenerator() { yield 1; }

for (let i = 0; i < 4; i++) {
    shouldBe(Object.getPrototypeOf(here(1)), Object.prototype, "arguments here " + i);
    shouldBe(Object.getPrototypeOf(otherArguments(1)), other.Object.prototype, "arguments there " + i);
    shouldBe(otherArguments(1)[Symbol.iterator], other.Array.prototype.values, "@@iterator there " + i);
    const strictThere = Object.getOwnPropertyDescriptor(otherStrictArguments(), "callee").get;
    shouldBe(strictThere, Object.getOwnPropertyDescriptor(otherStrictArguments(), "callee").get, "one thrower there");
    shouldBe(strictThere === Object.getOwnPropertyDescriptor(hereStrict(), "callee").get, false, "per realm " + i);
    shouldBe(Object.getPrototypeOf(hereGenerator().next()), Object.prototype, "result here " + i);
    shouldBe(Object.getPrototypeOf(otherGenerator().next()), other.Object.prototype, "result there " + i);
}
