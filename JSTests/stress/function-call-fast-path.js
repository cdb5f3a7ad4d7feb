// The interpreter's common call (a bytecode function from a call instruction) sets the
// frame up in one step and decides `this` from what the callee's code reads. Every way the
// callee can see `this`, its arguments or its frame is checked here, in loops long enough
// for the JIT too.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const N = 500;

// Sloppy functions that read `this` see the global object for undefined and null, and
// wrappers for primitives, however they read it.
function direct() { return this; }
function throughArrow() { return (() => this)(); }
function throughEval() { return eval("this"); }
function throughNestedArrow() { return (() => () => this)()(); }
function throughSuperlessMethod() { const o = { m: () => this }; return o.m(); }
for (let i = 0; i < N; i++) {
    for (const f of [direct, throughArrow, throughEval, throughNestedArrow, throughSuperlessMethod]) {
        shouldBe(f(), globalThis, f.name);
        shouldBe(f.call(null), globalThis, f.name + " null");
        shouldBe(typeof f.call(7), "object", f.name + " boxed");
        shouldBe(f.call("s") instanceof String, true, f.name + " boxed string");
    }
}

// Sloppy functions that never read `this` run the same with any receiver; their
// `arguments` and parameters are unaffected.
function add(a, b) { return a + b; }
function count() { return arguments.length; }
function defaults(a, b = a + 1) { return b; }
function rest(a, ...more) { return more.length; }
for (let i = 0; i < N; i++) {
    shouldBe(add(i, 1), i + 1);
    shouldBe(add.call(5, i, 2), i + 2);
    shouldBe(add.apply("x", [i, 3]), i + 3);
    shouldBe(count(), 0);
    shouldBe(count(1, 2, 3), 3);
    shouldBe(defaults(i), i + 1);
    shouldBe(defaults(i, 0), 0);
    shouldBe(rest(1, 2, 3, 4), 3);
    shouldBe(rest(), 0);
}

// Missing arguments are undefined, extra ones reach `arguments`, and locals start undefined.
function three(a, b, c) { let local; return [a, b, c, local, arguments.length, arguments[3]]; }
for (let i = 0; i < N; i++) {
    shouldBe(three(1).join(), "1,,,,1,");
    shouldBe(three(1, 2, 3, 4, 5).join(), "1,2,3,,5,4");
}

// A function whose body gains a read of `this` only through a nested function of its own
// does not read it itself: the nested function has its own `this`.
function outer() { return function () { return this; }; }
for (let i = 0; i < N; i++) {
    shouldBe(outer()(), globalThis);
    shouldBe(outer().call(3) instanceof Number, true);
}

// Strict functions and arrows take `this` as given.
function strictThis() { "use strict"; return this; }
const arrow = () => typeof this;
for (let i = 0; i < N; i++) {
    shouldBe(strictThis(), undefined);
    shouldBe(strictThis.call(4), 4);
    shouldBe(arrow.call(4), typeof this);
}

// Class constructors still throw without `new`, in the loop and after it.
class K { constructor(x) { this.x = x; } }
for (let i = 0; i < 50; i++) {
    let threw = false;
    try { K(i); } catch (e) { threw = e instanceof TypeError; }
    shouldBe(threw, true);
    shouldBe(new K(i).x, i);
}

// Deep recursion through the fast path ends in a RangeError, and the engine goes on.
function deep(n) { return n === 0 ? 0 : 1 + deep(n - 1); }
let overflowed = false;
try { deep(1e7); } catch (e) { overflowed = e instanceof RangeError; }
shouldBe(overflowed, true);
shouldBe(deep(1000), 1000);

// Calls whose callee changes at one site (the site's profile sees several callees).
const callees = [add, (a, b) => a * b, function (a, b) { return a - b; }];
let total = 0;
for (let i = 0; i < N; i++) total += callees[i % 3](i, 2);
shouldBe(total, 166502);
