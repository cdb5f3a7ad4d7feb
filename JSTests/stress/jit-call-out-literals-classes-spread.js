function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Object literals with methods and accessors, classes, private names, spread calls and
// names looked up at run time are run by the interpreter for a trace (a call out), so
// the loops holding them trace. Each case checks the result, and, with the JIT on, that
// that a trace was compiled for the loop (under --gc-stress a collection may drop it
// again before it runs); several change what the call out sees in the middle.
const jit = $vm.jitThreshold() > 0;
let tracesBefore = $vm.jitStats().tracesCompiled;
function traced(name) {
    const traces = $vm.jitStats().tracesCompiled;
    if (jit) shouldBe(traces > tracesBefore, true, name + ": a trace compiled");
    tracesBefore = traces;
}

// An object literal with a method and a getter, made each iteration.
let sum = 0;
for (let i = 0; i < 400; i++) {
    const o = { v: i, get twice() { return this.v * 2; }, next() { return this.v + 1; } };
    sum += o.twice + o.next();
}
shouldBe(sum, 3 * (399 * 400 / 2) + 400, "literal with accessors");
traced("literal with accessors");

// A getter whose body changes in the middle: the literal is made anew each time.
sum = 0;
for (let i = 0; i < 400; i++) {
    const o = i < 200 ? { get k() { return 1; } } : { get k() { return 2; } };
    sum += o.k;
}
shouldBe(sum, 200 + 400, "literal getters that differ");
traced("literal getters that differ");

// A class made in the loop, with a static method, an accessor and a field.
sum = 0;
for (let i = 0; i < 300; i++) {
    class K {
        f = 3;
        constructor(v) { this.v = v; }
        get w() { return this.v + this.f; }
        static make(v) { return new K(v); }
    }
    sum += K.make(i).w;
}
shouldBe(sum, 299 * 300 / 2 + 900, "class made in a loop");
traced("class made in a loop");

// Private fields, methods and `#x in o`.
class Counter {
    #count = 0;
    #step() { return 1; }
    bump() { this.#count += this.#step(); return #count in this; }
    get count() { return this.#count; }
    static has(o) { return #count in o; }
}
const counter = new Counter();
let present = 0;
for (let i = 0; i < 400; i++) {
    if (counter.bump()) present++;
    if (Counter.has(i % 2 ? counter : {})) present++;
}
shouldBe(counter.count, 400, "private field");
shouldBe(present, 600, "private brand checks");
traced("private names");

// A private field read of an object without it throws from the trace.
let caught = 0;
for (let i = 0; i < 300; i++) {
    try {
        Counter.prototype.bump.call(i === 250 ? {} : counter);
    } catch (e) {
        shouldBe(e instanceof TypeError, true, "the error of a missing private field");
        caught = i;
    }
}
shouldBe(caught, 250, "a missing private field throws in the iteration it is read");

// Spread calls and `new` with spread, of JS functions and natives.
function add3(a, b, c) { return a + b + c; }
class Pair { constructor(a, b) { this.a = a; this.b = b; } }
const args = [1, 2, 3];
sum = 0;
for (let i = 0; i < 400; i++) {
    const p = new Pair(...args);
    sum += add3(...args) + p.a + p.b + Math.max(...args, i % 7);
}
shouldBe(sum, 400 * 9 + 57 * (3 + 3 + 3 + 3 + 4 + 5 + 6) + 3, "spread calls");
traced("spread calls");

// A spread call whose callee changes a prototype the trace relies on.
const proto = { value: 1 };
const holder = Object.create(proto);
function rewire(flag) { if (flag) proto.value = 10; return 0; }
sum = 0;
for (let i = 0; i < 400; i++) {
    sum += holder.value + rewire(...[i === 200]);
}
shouldBe(sum, 201 * 1 + 199 * 10, "a spread callee that changes a prototype: read before the call");

// A spread call that throws in the middle, caught in the loop.
function maybeThrow(i) { if (i % 100 === 99) throw new RangeError("at " + i); return i; }
sum = 0; caught = 0;
for (let i = 0; i < 400; i++) {
    try { sum += maybeThrow(...[i]); } catch (e) { caught++; shouldBe(e.message, "at " + i, "the thrown error"); }
}
shouldBe(caught, 4, "throws from spread calls");
shouldBe(sum, 399 * 400 / 2 - (99 + 199 + 299 + 399), "the sum around the throws");

// Spread of an iterable other than an array, whose iterator counts its steps.
let steps = 0;
const iterable = { *[Symbol.iterator]() { steps++; yield 1; yield 2; yield 3; } };
sum = 0;
for (let i = 0; i < 300; i++) sum += add3(...iterable);
shouldBe(sum, 1800, "spread of a generator");
shouldBe(steps, 300, "the generator runs once per call");
