// Calls of at most two arguments read their callee, `this` and arguments where they are
// (`CallWithRegisters`) instead of copying them into a window. What is read must still be
// the value each operand had when it was evaluated, whatever the arguments evaluated after
// it do, and every kind of callee must get the same arguments and `this` as through a
// window. Loops long enough for the JIT.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const N = 300;

function pair(a, b) { "use strict"; return [a, b, this, arguments.length]; }
function same(actual, expected, message) {
    shouldBe(actual.length, expected.length, message + " length");
    for (let i = 0; i < expected.length; i++) shouldBe(actual[i], expected[i], message + " [" + i + "]");
}

// An argument evaluated later assigns the register of one before it, or of the callee or
// the receiver: the earlier operands keep the values they had.
function aliasing(i) {
    let x = i, f = pair, o = { m: pair };
    same(f(x, x = i + 1), [i, i + 1, undefined, 2], "assignment after");
    same(f(x, x++), [i + 1, i + 1, undefined, 2], "increment after");
    same(f(x, (x += 5, x)), [i + 2, i + 7, undefined, 2], "compound after");
    same(f(f = 3, 4), [3, 4, undefined, 2], "callee reassigned by an argument");
    f = pair;
    const before = o;
    same(o.m(1, o = null), [1, null, before, 2], "receiver reassigned by an argument");
    o = before;
    same(o["m"](x, o = 5), [i + 7, 5, before, 2], "computed key, receiver reassigned");
    o = before;
    let k = "m";
    same(o[k](k = "z", 2), ["z", 2, before, 2], "key reassigned by an argument");
    let y = 1;
    same(pair(y, (() => y = 9)()), [1, 9, undefined, 2], "a closure assigns a captured variable");
    let z = 1;
    same(pair(z, [z = 2][0]), [1, 2, undefined, 2], "assignment inside a literal");
    let w = 1;
    const g = function () { return pair(w, w = 4); };
    same(g(), [1, 4, undefined, 2], "in a closure");
}
for (let i = 0; i < N; i++) aliasing(i);

// The destination is one of the operands.
function destination(i) {
    let x = i;
    x = pair(x, x)[0];
    shouldBe(x, i);
    let s = i;
    s = Math.max(s, 1);
    shouldBe(s, Math.max(i, 1));
}
for (let i = 0; i < N; i++) destination(i);

// Every kind of callee: bytecode (sloppy, strict, arrow, method), native, bound, proxy,
// class (throws), and a callee that is not callable; with no, one and two arguments and
// with fewer or more than the callee declares.
function sloppyThis() { return this; }
function strictThis() { "use strict"; return this; }
function three(a, b, c) { return [a, b, c, arguments.length]; }
function none() { return arguments.length; }
const arrow = (a, b) => [a, b];
const bound = pair.bind("bound", "first");
const proxied = new Proxy(pair, { apply(target, thisArg, args) { return ["proxy", thisArg, args.length, args[0]]; } });
class Klass {}
const receiver = { sloppyThis, strictThis, pair, three };
for (let i = 0; i < N; i++) {
    shouldBe(sloppyThis(), globalThis, "sloppy, undefined this");
    shouldBe(strictThis(), undefined, "strict, undefined this");
    shouldBe(receiver.sloppyThis(), receiver, "sloppy method");
    shouldBe(receiver.strictThis(), receiver, "strict method");
    same(three(i), [i, undefined, undefined, 1], "fewer than declared");
    same(three(i, 2), [i, 2, undefined, 2], "fewer than declared, two");
    same(receiver.three(), [undefined, undefined, undefined, 0], "none");
    shouldBe(none(i, i), 2, "extra arguments");
    shouldBe(none(), 0, "no arguments");
    same(arrow(i, 1), [i, 1], "arrow");
    same(bound(i), ["first", i, "bound", 2], "bound");
    same(proxied(i, 1), ["proxy", undefined, 2, i], "proxy");
    shouldBe(Math.max(i, 7), Math.max(i, 7), "native");
    shouldBe("abc".charAt(i % 3), "abc"[i % 3], "native method");
    shouldBe([i].concat(1).length, 2, "native method of an array");
    shouldBe(String(i), "" + i, "native constructor called");
    let threw = null;
    try { Klass(i); } catch (e) { threw = e; }
    shouldBe(threw instanceof TypeError, true, "a class called");
    threw = null;
    const notCallable = i;
    try { notCallable(1, 2); } catch (e) { threw = e; }
    shouldBe(threw instanceof TypeError, true, "not callable");
    shouldBe(String(threw.message).includes("notCallable"), true, "the message names the callee: " + threw.message);
}

// Getters and conversions run while the arguments are evaluated, in order.
const order = [];
const tracked = { get a() { order.push("a"); return 1; }, get b() { order.push("b"); return 2; } };
function first() { order.push("callee"); return pair; }
for (let i = 0; i < N; i++) {
    order.length = 0;
    same(first()(tracked.a, tracked.b), [1, 2, undefined, 2], "getters");
    shouldBe(order.join(), "callee,a,b", "evaluation order");
}

// Arguments computed by yield and await, which suspend the frame between operands.
function* generator(x) {
    const result = pair(x, yield x);
    return result;
}
for (let i = 0; i < N; i++) {
    const it = generator(i);
    shouldBe(it.next().value, i);
    same(it.next(i + 1).value, [i, i + 1, undefined, 2], "yield in an argument");
}
let settled = 0;
async function awaiting(x) {
    let y = x;
    const result = pair(y, await (y = x + 1));
    same(result, [x, x + 1, undefined, 2], "await in an argument");
    settled++;
}
for (let i = 0; i < 20; i++) awaiting(i);

// Sloppy functions whose parameters the arguments object maps.
function mapped(a, b) {
    return pair(a, (arguments[0] = "changed", b));
}
for (let i = 0; i < N; i++) same(mapped(i, 2), [i, 2, undefined, 2], "mapped arguments written by an argument");

// Deep recursion through the new form ends in a RangeError, and the engine goes on.
function down(n) { return n === 0 ? 0 : 1 + down(n - 1, n); }
let overflow = null;
try { down(1e7); } catch (e) { overflow = e; }
shouldBe(overflow instanceof RangeError, true, "stack overflow");
shouldBe(down(1000), 1000, "after the overflow");

// Stack traces name the functions of calls made this way.
function thrower() { throw new Error("here"); }
function middle(a) { return thrower(a); }
let stack = "";
try { middle(1); } catch (e) { stack = String(e.stack); }
shouldBe(stack.includes("thrower") && stack.includes("middle"), true, "stack: " + stack);

if (typeof drainMicrotasks === "function") drainMicrotasks();
Promise.resolve().then(() => shouldBe(settled, 20, "every async call settled"));

// Three arguments, and the self-hosted callbacks, which pass theirs where they are.
function triple(a, b, c) { return [a, b, c, arguments.length]; }
for (let i = 0; i < N; i++) {
    let x = i;
    same(triple(x, x, x = 7), [i, i, 7, 3], "third argument assigns the first's register");
    same(triple(1, 2, 3), [1, 2, 3, 3], "three constants");
    shouldBe(Math.max(i, 2, 3), Math.max(3, i), "native of three");
    let seen = 0;
    [i, i + 1].forEach(function (v, k, array) { seen += v + k + array.length; shouldBe(this, receiver); }, receiver);
    shouldBe(seen, 2 * i + 1 + 1 + 4, "forEach with thisArg");
}

// A function with more call sites than the 16-bit cache slot of the instruction counts:
// the calls past them take a window.
const many = Function("g", "x", "g(x, 1);".repeat(70000));
let calls = 0;
many(function (x, y) { calls += x + y; }, 2);
shouldBe(calls, 3 * 70000, "70,000 call sites");
