// Iterator chunking: chunks(size) yields fresh arrays of `size` values and a last
// partial one; windows(size, undersized) yields sliding windows, and one partial window
// for a short iterator with "allow-partial". Sizes are not coerced; bad ones close the
// iterator; return() closes it until it is exhausted.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    let threw = false;
    try { f(); } catch (e) {
        if (!(e instanceof type))
            throw new Error((message || "") + ": expected " + type.name + " but got " + e);
        threw = true;
    }
    if (!threw)
        throw new Error((message || "") + ": expected " + type.name + " but nothing was thrown");
}
function show(iterator) { return JSON.stringify(iterator.toArray()); }
function range(n) { return Array.from({ length: n }, (_, i) => i).values(); }
function counter(n, log) {
    let i = 0;
    return {
        __proto__: Iterator.prototype,
        next() { log.push("next"); return i < n ? { value: i++, done: false } : { value: undefined, done: true }; },
        return() { log.push("return"); return {}; },
    };
}

shouldBe(show(range(7).chunks(3)), "[[0,1,2],[3,4,5],[6]]");
shouldBe(show(range(6).chunks(3)), "[[0,1,2],[3,4,5]]");
shouldBe(show(range(0).chunks(3)), "[]");
shouldBe(show(range(2).chunks(2 ** 32 - 1)), "[[0,1]]");
shouldBe(show(range(5).windows(3)), "[[0,1,2],[1,2,3],[2,3,4]]");
shouldBe(show(range(2).windows(3)), "[]");
shouldBe(show(range(2).windows(3, "allow-partial")), "[[0,1]]");
shouldBe(show(range(3).windows(3, "allow-partial")), "[[0,1,2]]");
shouldBe(show(range(0).windows(3, "allow-partial")), "[]");

// Every window is a fresh array: changing one changes no other.
const windows = range(4).windows(2);
const first = windows.next().value;
first[1] = "changed";
shouldBe(JSON.stringify(windows.next().value), "[1,2]");

// No coercion; bad sizes close the iterator before `next` is read.
for (const [size, type] of [[0, RangeError], [2 ** 32, RangeError], [-1, RangeError], [1.5, TypeError], ["2", TypeError], [NaN, TypeError], [Infinity, TypeError], [undefined, TypeError]]) {
    for (const method of ["chunks", "windows"]) {
        const log = [];
        const it = counter(3, log);
        Object.defineProperty(it, "next", { get() { log.push("get next"); return () => ({ done: true }); } });
        shouldThrow(() => it[method](size), type, method + "(" + String(size) + ")");
        shouldBe(log.join(), "return", method + " closes on a bad size");
    }
}
let valueOfCalled = false;
shouldThrow(() => range(1).chunks({ valueOf() { valueOfCalled = true; return 2; } }), TypeError);
shouldBe(valueOfCalled, false);
shouldThrow(() => range(1).windows(2, "allow"), TypeError);
shouldThrow(() => range(1).windows(2, new String("allow-partial")), TypeError);

// return() closes at a yield, but not after the iterator is exhausted (the last partial
// chunk is yielded after that).
let log = [];
const chunks = counter(5, log).chunks(2);
chunks.next();
chunks.return();
shouldBe(log.join(), "next,next,return");
log = [];
const tail = counter(3, log).chunks(2);
tail.next();
shouldBe(JSON.stringify(tail.next().value), "[2]");
tail.return();
shouldBe(log.join(), "next,next,next,next", "no return after exhaustion");
log = [];
const partial = counter(1, log).windows(3, "allow-partial");
shouldBe(JSON.stringify(partial.next().value), "[0]");
partial.return();
shouldBe(log.join(), "next,next", "no return after exhaustion");

// A hot loop with collections between steps.
let total = 0;
for (let round = 0; round < 100; round++) {
    for (const w of range(20).windows(4)) total += w[3] - w[0];
    if (round % 25 == 0) gc();
}
shouldBe(total, 100 * 17 * 3);
