// `using` declarations (ES2026): resources are disposed of in reverse order at every exit
// of their scope (falling off the end, return, break and continue across it, a throw), and
// errors of disposals are folded with the completion's into SuppressedErrors.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, check, message) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; check(e); }
    if (!threw) throw new Error((message || "") + ": expected an exception");
}

let log = [];
function resource(name, fail) {
    return {
        [Symbol.dispose]() {
            log.push(name);
            if (fail) throw new Error(name);
        },
    };
}

// Order, and the value of the binding.
{
    using a = resource("a"), b = resource("b");
    using c = resource("c");
    using nothing = null, alsoNothing = undefined;
    log.push("body");
    shouldBe(typeof a[Symbol.dispose], "function");
}
shouldBe(log.join(), "body,c,b,a", "reverse order at the end of a block");

// return, and the value survives the disposal.
log = [];
function returns() {
    using r = resource("r");
    for (let i = 0; i < 3; i++) {
        using inner = resource("inner" + i);
        if (i === 1) return "returned " + i;
    }
    return "not reached";
}
shouldBe(returns(), "returned 1");
shouldBe(log.join(), "inner0,inner1,r", "return disposes every enclosing scope");

// break and continue, labelled too.
log = [];
outer: for (let i = 0; i < 3; i++) {
    using o = resource("o" + i);
    for (let j = 0; j < 3; j++) {
        using k = resource("k" + i + j);
        if (j === 0) continue;
        if (i === 1) continue outer;
        if (i === 2) break outer;
        break;
    }
}
shouldBe(log.join(), "k00,k01,o0,k10,k11,o1,k20,k21,o2", "break and continue across scopes");

// A throw in the body: disposed of, and the exception stays.
log = [];
shouldThrow(() => {
    using a = resource("a");
    throw new RangeError("body");
}, e => { shouldBe(e instanceof RangeError, true); shouldBe(e.message, "body"); });
shouldBe(log.join(), "a");

// Errors of disposals: each later one suppresses the one before.
log = [];
shouldThrow(() => {
    using a = resource("a", true);
    using b = resource("b", true);
    using c = resource("c");
    throw new TypeError("body");
}, e => {
    shouldBe(e instanceof SuppressedError, true, "outermost");
    shouldBe(e.error.message, "a");
    shouldBe(e.suppressed instanceof SuppressedError, true, "inner");
    shouldBe(e.suppressed.error.message, "b");
    shouldBe(e.suppressed.suppressed instanceof TypeError, true, "the body's error is at the bottom");
    shouldBe(Object.prototype.hasOwnProperty.call(e, "message"), false, "no message");
});
shouldBe(log.join(), "c,b,a");

// One disposal error with a normal completion: thrown as is.
shouldThrow(() => { using a = resource("alone", true); }, e => shouldBe(e.message, "alone"));

// A disposal error replaces a return.
function disposalFailsOnReturn() {
    using a = resource("x", true);
    return 1;
}
shouldThrow(disposalFailsOnReturn, e => shouldBe(e.message, "x"));

// Bad resources: a TypeError when declared, and the ones before are still disposed of.
log = [];
shouldThrow(() => {
    using a = resource("first");
    using b = {};
}, e => shouldBe(e instanceof TypeError, true, "no @@dispose"));
shouldBe(log.join(), "first");
shouldThrow(() => { using a = 1; }, e => shouldBe(e instanceof TypeError, true, "not an object"));
shouldThrow(() => { using a = { [Symbol.dispose]: 1 }; }, e => shouldBe(e instanceof TypeError, true, "not callable"));

// The method is read once, at the declaration, and called with the resource as this.
let reads = 0;
let seen;
const counted = {
    get [Symbol.dispose]() {
        reads++;
        return function () { seen = this; };
    },
};
{
    using c = counted;
    shouldBe(reads, 1);
}
shouldBe(reads, 1);
shouldBe(seen, counted);

// The binding is immutable.
shouldThrow(() => {
    using x = null;
    x = 1;
}, e => shouldBe(e instanceof TypeError, true, "assignment to a using binding"));

// Early errors: no `using` directly in a case or default clause, nor at the top level of a
// Script or of eval code; in a block inside them it is fine.
for (const source of ["switch (0) { case 0: using a = null; }", "switch (0) { default: using a = null; }"])
    shouldThrow(() => new Function(source), e => shouldBe(e instanceof SyntaxError, true, source));
shouldThrow(() => eval("using a = null;"), e => shouldBe(e instanceof SyntaxError, true, "top level of eval"));
shouldThrow(() => (0, eval)("using a = null;"), e => shouldBe(e instanceof SyntaxError, true, "indirect eval"));
log = [];
eval("switch (0) { case 0: { using a = resource('in case block'); } }");
shouldBe(log.join(), "in case block");

// Generators: a suspended generator's return() disposes of the block it is in.
log = [];
function* generator() {
    using g = resource("gen");
    yield 1;
    yield 2;
}
let it = generator();
shouldBe(it.next().value, 1);
shouldBe(log.join(), "");
it.return(5);
shouldBe(log.join(), "gen", "return() at the yield");
it = generator();
it.next();
shouldThrow(() => it.throw(new Error("into")), e => shouldBe(e.message, "into"));
shouldBe(log.join(), "gen,gen", "throw() at the yield");

// Iterators are disposable: their @@dispose calls return.
let closed = 0;
const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
const iterable = { [Symbol.iterator]() { return { __proto__: IteratorPrototype, next() { return { done: false }; }, return() { closed++; return {}; } }; } };
{
    using iterator = iterable[Symbol.iterator]();
}
shouldBe(closed, 1, "Iterator.prototype[Symbol.dispose]");

// A hot loop: disposals stay right when the JIT is eager.
let count = 0;
const counter = { [Symbol.dispose]() { count++; } };
for (let i = 0; i < 200; i++) {
    using c = counter;
    if (i % 3 === 0) continue;
    count += 0;
}
shouldBe(count, 200);

// Closures see the binding; a class static block and a function body are scopes too.
log = [];
class WithStatic {
    static {
        using s = resource("static");
        log.push("in static");
    }
}
shouldBe(log.join(), "in static,static");
