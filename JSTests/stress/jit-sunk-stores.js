// Stores sunk to a peeled loop's exits (issue 19): a field the loop updates in the same
// object every iteration, and that nothing in the loop reads from memory, stays in a
// register; the object holds the loop's value only once the loop is left, which every exit
// writes. Guards then fail before and after the loop's store, in the loop's first
// iteration and late, into the interpreter and into side traces; the field is read back by
// the code after the loop, by a catch, by a getter and through another reference. Every
// result must be the interpreter's, in every mode; the expected values are `--no-jit`'s.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

// 1. A double field kept in a register; the loop leaves at its bound, at its first
// iteration and at every count between.
function accumulate(o, n) {
    for (let i = 0; i < n; i++)
        o.total = o.total + 1.5;
    return o.total;
}
for (let n = 0; n < 40; n++)
    shouldBe(accumulate({ total: 0.25 }, n), 0.25 + 1.5 * n, "accumulate " + n);
shouldBe(accumulate({ total: 0.25 }, 5000), 7500.25, "accumulate long");

// 2. A guard fails after the store in the iteration (the exit writes the new value), and
// one before it (the exit writes the previous iteration's).
function guardAfter(o, a, n) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        o.count = o.count + 1;
        s = s + a[i];
    }
    return s;
}
function guardBefore(o, a, n) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        s = s + a[i];
        o.count = o.count + 2;
    }
    return s;
}
for (const stop of [1, 2, 3, 50, 999]) {
    const a = new Array(1000).fill(1);
    a[stop] = 0.5;
    const o = { count: 0 };
    shouldBe(guardAfter(o, a, 1000), 999.5, "guardAfter sum " + stop);
    shouldBe(o.count, 1000, "guardAfter count " + stop);
    const p = { count: 0 };
    a[stop] = "x";
    const s = guardBefore(p, a, 1000);
    shouldBe(s, String(stop) + "x" + "1".repeat(999 - stop), "guardBefore sum " + stop);
    shouldBe(p.count, 2000, "guardBefore count " + stop);
}

// 3. The loop's store is the field's only write in the iteration and nothing reads it: the
// last index seen, left by a branch that becomes a side trace.
function lastOdd(o, a) {
    for (let i = 0; i < a.length; i++) {
        if (a[i] & 1) o.last = i;
    }
    return o.last;
}
const mixed = [];
for (let i = 0; i < 3000; i++) mixed.push(i % 7 === 3 ? 1 : 2);
shouldBe(lastOdd({ last: -1 }, mixed), 2999, "lastOdd");
shouldBe(lastOdd({ last: -1 }, [2, 2, 2]), -1, "lastOdd none");

// 4. A throw in the loop: the catch sees the field as the loop left it.
function throwsAt(o, a) {
    try {
        for (let i = 0; i < a.length; i++) {
            o.sum = o.sum + 1;
            a[i].f();
        }
    } catch (e) {
        return o.sum;
    }
    return -1;
}
const callable = { f() {} };
const objects = new Array(500).fill(callable);
objects[321] = {};
shouldBe(throwsAt({ sum: 0 }, objects), 322, "throwsAt");

// 5. Read through another reference or by a getter in the loop: the store is not sunk (or
// the read sees the stored value anyway).
function throughAlias(o, p, n) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        o.v = o.v + 1;
        s = s + p.v;
    }
    return s;
}
const shared = { v: 0 };
shouldBe(throughAlias(shared, shared, 2000), 2001000, "throughAlias same");
shouldBe(throughAlias({ v: 0 }, { v: 3 }, 2000), 6000, "throughAlias other");
function byGetter(o, n) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        o.v = o.v + 1;
        s = s + o.twice;
    }
    return s;
}
const withGetter = { v: 0, get twice() { return this.v * 2; } };
shouldBe(byGetter(withGetter, 2000), 4002000, "byGetter");
shouldBe(withGetter.v, 2000, "byGetter field");

// 6. A field whose type changes partway (an int that overflows into a double, a boolean
// flipped), and one the loop's exit leaves through a call of another function.
function overflow(o, n) {
    for (let i = 0; i < n; i++)
        o.big = o.big + 1000000;
    return o.big;
}
shouldBe(overflow({ big: 2147000000 }, 3000), 2147000000 + 3000 * 1000000, "overflow");
function flips(o, n) {
    for (let i = 0; i < n; i++)
        o.on = !o.on;
    return o.on;
}
shouldBe(flips({ on: false }, 1001), true, "flips");
function report(o) { return o.n; }
function leaveByCall(o, n) {
    let seen = 0;
    for (let i = 0; i < n; i++) {
        o.n = o.n + 1;
        if (i === n - 5) seen = report(o);
    }
    return seen;
}
shouldBe(leaveByCall({ n: 0 }, 3000), 2996, "leaveByCall");

// 7. Globals (fields of the global scope) updated in a loop whose branch alternates: the
// side traces read what the root's exit wrote.
var evens = 0, odds = 0;
function alternate(n) {
    for (let i = 0; i < n; i++) {
        if (i & 1) odds = (odds + i) | 0;
        else evens = (evens ^ i) | 0;
    }
}
alternate(100000);
shouldBe(odds, 2500000000 | 0, "odds");
shouldBe(evens, 0, "evens");

// 8. The same value stored every iteration: a throw before the loop's store finds the
// pre-roll's (or, at the first iteration, the original) in memory. (`mark` is not at the
// offset of `v`, which the loop loads from objects that could be `o`.)
function marks(o, a) {
    let s = 0;
    try {
        for (let i = 0; i < a.length; i++) {
            s = s + a[i].v;
            o.mark = 7;
        }
    } catch (e) {
        return s;
    }
    return -1;
}
for (const stop of [0, 1, 2, 60, 499]) {
    const a = [];
    for (let i = 0; i < 500; i++) a.push({ v: 1 });
    a[stop] = null;
    const o = { pad: 0, mark: 0 };
    shouldBe(marks(o, a), stop, "marks sum " + stop);
    shouldBe(o.mark, stop === 0 ? 0 : 7, "marks mark " + stop);
}

// 9. The loop reads the same offset of other objects: of another structure (the store is
// sunk: they cannot be `o`), or of `o`'s structure, one of them `o` itself.
function tally(o, a) {
    let s = 0;
    for (let i = 0; i < a.length; i++) {
        s = s + a[i].v;
        o.count = o.count + 1;
    }
    return s;
}
const items = [];
for (let i = 0; i < 600; i++) items.push({ v: i & 7 });
const counter = { count: 0 };
shouldBe(tally(counter, items), 2100, "tally sum");
shouldBe(counter.count, 600, "tally count");
function selfTally(o, a) {
    let s = 0;
    for (let i = 0; i < a.length; i++) {
        s = s + a[i].v;
        o.v = o.v + 1;
    }
    return s;
}
const same = [];
for (let i = 0; i < 600; i++) same.push({ v: 1 });
shouldBe(selfTally(same[300], same), 600 + 300, "selfTally sum");
shouldBe(same[300].v, 601, "selfTally field");
items[450] = null;
try { tally(counter, items); } catch (e) {}
shouldBe(counter.count, 1050, "tally count after a throw");
