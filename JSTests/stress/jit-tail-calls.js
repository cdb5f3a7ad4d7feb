"use strict";
// Tail calls inside a traced loop: the callee's frame replaces the caller's (an inlined
// one), returning where the caller would have. Exits inside the replacing frame rebuild
// the interpreter's stack, with the replaced frame gone; a tail call of a native is an
// ordinary call.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function leaf(x, y) { return x * 3 + y; }
function middle(x) { return leaf(x, 1); }
function top(x) { return middle(x + 1); }

function chain(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += top(i);
    return sum;
}
{
    let expected = 0;
    for (let i = 0; i < 3000; i++) expected += (i + 1) * 3 + 1;
    shouldBe(chain(3000), expected);
}

// A chain of tail calls deeper than the inlining depth stays in the trace: each replaces
// the last.
function countdown(k, acc) { return k === 0 ? acc : countdown(k - 1, acc + k); }
function deep(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += countdown(i % 9, 0);
    return sum;
}
{
    let expected = 0;
    for (let i = 0; i < 2000; i++) expected += (i % 9) * ((i % 9) + 1) / 2;
    shouldBe(deep(2000), expected);
}

// The replacing callee's guard fails mid-loop (a double where it saw int32s), and it
// throws: the exit and the error see the stack the interpreter has, without the
// replaced frame.
function risky(x) {
    if (x === 1777) throw new Error("at " + x);
    return x < 1500 ? x + 1 : x + 0.5;
}
function relay(x) { return risky(x); }
function guarded(n) {
    let sum = 0;
    try {
        for (let i = 0; i < n; i++) sum += relay(i);
    } catch (e) {
        const frames = e.stack.split("\n").filter((line) => line.includes("at "));
        return sum + ":" + e.message + ":" + frames.some((line) => line.includes("relay"));
    }
    return "no error";
}
{
    let sum = 0;
    for (let i = 0; i < 1777; i++) sum += i < 1500 ? i + 1 : i + 0.5;
    shouldBe(guarded(3000), sum + ":at 1777:false");
}

// Tail calls of natives and of functions that are not inlined are ordinary calls.
function viaNative(x) { return Math.max(x, 7); }
function viaBound(x) { return bound(x); }
const bound = function (x) { return x * 2; }.bind(null);
function natives(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += viaNative(i) + viaBound(i);
    return sum;
}
{
    let expected = 0;
    for (let i = 0; i < 2000; i++) expected += Math.max(i, 7) + i * 2;
    shouldBe(natives(2000), expected);
}

// Methods calling methods, as a recursive-descent parser does.
class Counter {
    constructor() { this.count = 0; }
    step(x) { this.count++; return this.inner(x); }
    inner(x) { return this.last(x + this.count); }
    last(x) { return x & 1023; }
}
function methods(n) {
    const c = new Counter();
    let sum = 0;
    for (let i = 0; i < n; i++) sum += c.step(i);
    return sum + ":" + c.count;
}
{
    let sum = 0;
    for (let i = 0; i < 2500; i++) sum += (i + i + 1) & 1023;
    shouldBe(methods(2500), sum + ":2500");
}
