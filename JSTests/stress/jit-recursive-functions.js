// Recursive functions and their entry traces (issue 20): a function without loops that calls
// itself gets a trace from its entry (its `FunctionHint`), which links into itself one call
// deeper (up-recursion); its side traces return into the caller's frame, go on there and
// call again, or, returning into a frame of the same function, link into the side trace
// that starts where they return (down-recursion). Every result here must be the
// interpreter's, whatever the recursion does to the frames: arguments of other types or
// counts, a callee replaced on the way, exceptions thrown deep and caught part way up,
// stack overflow, closures made anew, stack traces. The expected values are `--no-jit`'s.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const jit = $vm.jitThreshold() > 0;

// 1. Two recursive calls and an add: up- and down-recursion, each call in machine code.
function fib(n) {
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
}
const exitsBefore = jit ? $vm.jitStats().exits : 0;
shouldBe(fib(25), 75025, "fib(25)");
if (jit) {
    // 242,785 calls, nearly none of them leaving machine code (the recordings' exits).
    const exits = $vm.jitStats().exits - exitsBefore;
    shouldBe(exits < 5000, true, "fib(25) exits: " + exits);
}
for (let k = 0; k < 3; k++) shouldBe(fib(20 + k), [6765, 10946, 17711][k], "fib again " + k);

// 2. The same on doubles, then on int32s again: the traces' type guards fail and the
// recursion goes on in the interpreter or in traces recorded for the new types.
function fibNumber(n) {
    if (n < 2) return n;
    return fibNumber(n - 1) + fibNumber(n - 2);
}
shouldBe(fibNumber(18), 2584, "fibNumber(18)");
shouldBe(fibNumber(18.5), 4674.5, "fibNumber(18.5)");
shouldBe(fibNumber(19), 4181, "fibNumber(19)");

// 3. Ackermann: three call sites, one call's result the argument of another, two
// arguments, deep and uneven recursion.
function ack(m, n) {
    if (m === 0) return n + 1;
    if (n === 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
shouldBe(ack(2, 3), 9, "ack(2, 3)");
shouldBe(ack(3, 5), 253, "ack(3, 5)");

// 4. Objects: a tree built recursively and walked recursively, with property loads of
// two shapes.
function build(depth) {
    if (depth === 0) return { leaf: true, value: 1 };
    return { leaf: false, left: build(depth - 1), right: build(depth - 1), value: depth };
}
function walk(node) {
    if (node.leaf) return node.value;
    return node.value + walk(node.left) + walk(node.right);
}
const tree = build(12);
shouldBe(walk(tree), 12274, "walk(build(12))");
for (let k = 0; k < 3; k++) shouldBe(walk(tree), 12274, "walk again " + k);

// 5. Mutual recursion: neither function calls itself directly.
function isEven(n) { return n === 0 ? true : isOdd(n - 1); }
function isOdd(n) { return n === 0 ? false : isEven(n - 1); }
let evens = 0;
for (let k = 0; k < 300; k++) if (isEven(k)) evens++;
shouldBe(evens, 150, "isEven");

// 6. Stack overflow: a RangeError, in the interpreter, the traces, or both; the engine goes
// on, and the same function runs again afterwards.
function down(n) {
    if (n === 0) return 0;
    return 1 + down(n - 1);
}
for (let k = 0; k < 50; k++) shouldBe(down(100), 100, "down(100) " + k);
let overflowed = null;
try {
    down(10000000);
} catch (e) {
    overflowed = e;
}
shouldBe(overflowed instanceof RangeError, true, "down(1e7) overflows");
shouldBe(down(1000), 1000, "down(1000) after the overflow");
function forever(n) { return forever(n + 1) + 1; }
overflowed = null;
try {
    forever(0);
} catch (e) {
    overflowed = e;
}
shouldBe(overflowed instanceof RangeError, true, "forever overflows");
shouldBe(fib(15), 610, "fib after the overflows");

// 7. An exception thrown at the bottom, caught part way up and at the top.
function thrower(n, catchAt) {
    if (n === 0) throw new Error("bottom");
    if (n === catchAt) {
        try {
            return thrower(n - 1, catchAt) + 1;
        } catch (e) {
            return -1000;
        }
    }
    return thrower(n - 1, catchAt) + 1;
}
for (let k = 0; k < 100; k++) {
    shouldBe(thrower(30, 10), -1000 + 20, "caught at 10, round " + k);
    let message = "";
    try {
        thrower(20, -1);
    } catch (e) {
        message = e.message;
    }
    shouldBe(message, "bottom", "caught at the top, round " + k);
}

// 8. Calls with fewer and more arguments than declared, from different call sites.
function uneven(n, acc) {
    if (n === 0) return acc === undefined ? -1 : acc;
    if (n % 3 === 0) return uneven(n - 1);
    if (n % 3 === 1) return uneven(n - 1, (acc | 0) + n, "extra", n);
    return uneven(n - 1, acc);
}
let unevenSum = 0;
for (let k = 0; k < 200; k++) unevenSum += uneven(k % 40);
shouldBe(unevenSum, 190, "uneven");

// 9. Closures made anew, each recursive through its own name; and a recursive arrow.
function makeCounter(step) {
    return function count(n) { return n <= 0 ? 0 : step + count(n - 1); };
}
let counted = 0;
for (let k = 0; k < 200; k++) counted += makeCounter(k % 3)(30);
shouldBe(counted, 5970, "closures made anew");
const sumTo = (n) => n === 0 ? 0 : n + sumTo(n - 1);
for (let k = 0; k < 100; k++) shouldBe(sumTo(100), 5050, "sumTo " + k);

// 10. A recursive method, called through `this`.
class Countdown {
    constructor(name) { this.name = name; }
    run(n) { return n === 0 ? this.name : this.run(n - 1); }
}
const countdown = new Countdown("done");
for (let k = 0; k < 200; k++) shouldBe(countdown.run(50), "done", "method " + k);

// 11. The function replaced while it recurses: the calls after go to the new one.
var swapped = function (n) {
    if (n === 20) swapped = function (m) { return m === 0 ? 1000 : swapped(m - 1) + 1; };
    return n === 0 ? 0 : swapped(n - 1) + 1;
};
const original = swapped;
shouldBe(original(40), 20 + 1000 + 20, "swapped part way");
shouldBe(swapped(5), 1005, "the new function");

// 12. Stack traces show every frame the traces pushed.
function deepError(n) {
    if (n === 0) return new Error("deep");
    return deepError(n - 1);
}
for (let k = 0; k < 100; k++) deepError(5);
const stack = deepError(12).stack;
shouldBe(stack.split("\n").filter((line) => line.includes("deepError")).length, 13, "frames in the stack trace");

// 13. Allocation in every call (collections while the traces push and pop frames), and
// results of several types.
function list(n) { return n === 0 ? null : { head: n, tail: list(n - 1) }; }
function length(l) { return l === null ? 0 : 1 + length(l.tail); }
function describe(n) { return n === 0 ? "" : describe(n - 1) + (n % 2 ? "a" : 1.5); }
for (let k = 0; k < 100; k++) {
    shouldBe(length(list(200)), 200, "list " + k);
    shouldBe(describe(6), "a1.5a1.5a1.5", "describe " + k);
}

// 14. Called from a loop (a trace of its own that calls it) and from a native.
let fromLoop = 0;
for (let k = 0; k < 2000; k++) fromLoop += fib(k % 12);
shouldBe(fromLoop, 38545, "fib from a loop");
shouldBe([10, 11, 12].map(fib).join(), "55,89,144", "fib from map");

// 15. Strict tail calls replace the frame: a million calls in constant stack.
function countStrict(n, acc) {
    "use strict";
    return n === 0 ? acc : countStrict(n - 1, acc + 1);
}
shouldBe(countStrict(1000000, 0), 1000000, "strict tail calls");

// 16. Frames of different argument counts in one recursion (the extra arguments sit after
// a frame's registers, where the frames a trace inlines would otherwise go).
function mixedCounts(n, a) {
    if (n < 2) return n + (a === undefined ? 0 : arguments.length);
    return mixedCounts(n - 1) + mixedCounts(n - 2, 1, 2, 3);
}
for (let k = 0; k < 20; k++) shouldBe(mixedCounts(18), 12920, "mixedCounts " + k);

// 17. Tail calls of the function itself from its entry trace's frame run as a loop in that
// frame: with as many arguments, fewer (the missing one undefined), and more (the
// interpreter's tail call, not the trace's), a receiver that changes, an accumulator that
// overflows into a double, and a callee replaced part way.
function tailCount(n, acc) {
    "use strict";
    if (n === 0) return acc;
    if (n % 1000 === 999) return tailCount(n - 1, acc + 1, "extra");
    if (n % 777 === 0) return tailCount(n - 1);
    return tailCount(n - 1, (acc | 0) + 1);
}
shouldBe(tailCount(200000, 0), 776, "tailCount");
function tailSum(n, acc) {
    "use strict";
    return n === 0 ? acc : tailSum(n - 1, acc + 1073741823);
}
shouldBe(tailSum(100000, 0), 107374182300000, "tailSum overflows into doubles");
class Walker {
    constructor(next, depth) { this.next = next; this.depth = depth; }
    last() { return this.next === null ? this.depth : this.next.last(); }
}
let chain = null;
for (let k = 0; k < 5000; k++) chain = new Walker(chain, k);
for (let k = 0; k < 20; k++) shouldBe(chain.last(), 0, "the chain's last " + k);
var tailSwapped = function (n) {
    "use strict";
    if (n === 5000) tailSwapped = function (m) { return m === 0 ? -1 : tailSwapped(m - 1); };
    return n === 0 ? 1 : tailSwapped(n - 1);
};
shouldBe(tailSwapped(20000), -1, "tail callee replaced");
