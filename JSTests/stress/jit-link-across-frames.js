// Links across frames (issue 19): a function called from a loop runs a loop of its own;
// the side trace of that loop's completion exit returns into the caller (popping the
// callee's frame), runs the caller's loop body, calls the function again (inlined) and
// links into its loop's trace, pushing the frame back. Guards then fail after the return
// (in the caller's frame, and in the frame the trace pushed again), the caller is another
// call site or a frame the trace must not return into (a `new`, a call from a native, a
// recursion), and every result must be the interpreter's, in every mode. The expected
// values are `--no-jit`'s.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const jit = $vm.jitThreshold() > 0;

// 1. The plain cycle: a short loop in a function called from a loop.
function sum(a, n) {
    let s = 0;
    for (let i = 0; i < n; i++) s += a[i];
    return s;
}
function plain(rounds) {
    const a = [1, 2, 3, 4, 5];
    let total = 0;
    for (let k = 0; k < rounds; k++) total += sum(a, 5);
    return total;
}

// 2. Two loops in the callee (the first one's completion links into the second, whose
// completion returns), updating objects, as nbody's `advance` does.
function advance(bodies, dt) {
    const n = bodies.length;
    for (let i = 0; i < n; i++) {
        const bi = bodies[i];
        for (let j = i + 1; j < n; j++) {
            const d = bi.x - bodies[j].x;
            bi.v -= d * dt;
            bodies[j].v += d * dt;
        }
    }
    for (let i = 0; i < n; i++) bodies[i].x += bodies[i].v * dt;
}
function nbodyLike(steps) {
    const bodies = [];
    for (let i = 0; i < 4; i++) bodies.push({ x: i * 1.5, v: 0.25 * i });
    for (let step = 0; step < steps; step++) advance(bodies, 0.01);
    let e = 0;
    for (const b of bodies) e += b.x * 3 + b.v;
    return Math.round(e * 1e6);
}

// 3. After the return, the caller's frame changes its path: its loop's value turns into a
// double at round 300, then its branch goes the other way.
function typeChangeInCaller(rounds) {
    const a = [1, 2, 3];
    let total = 0;
    for (let k = 0; k < rounds; k++) {
        const scale = k < 300 ? 1 : 0.5;
        total += sum(a, 3) * scale;
        if (k > 500) total -= 1;
    }
    return total;
}

// 4. The callee's loop goes stale in the frame the trace pushed again: the array it reads
// turns into doubles halfway.
function staleAfterPush(rounds) {
    const a = [1, 2, 3, 4];
    let total = 0;
    for (let k = 0; k < rounds; k++) {
        if (k === 400) a[1] = 2.5;
        total += sum(a, 4);
    }
    return total;
}

// 5. Two call sites take turns: the return's check of the caller's call fails at every
// other round (the trace exits there and the interpreter returns).
function twoSites(rounds) {
    const a = [2, 4, 6];
    let total = 0;
    for (let k = 0; k < rounds; k++) {
        if (k & 1) total += sum(a, 3);
        else total -= sum(a, 2);
    }
    return total;
}

// 6. Different functions in turn, each with its loop: the trace of one's completion returns
// and links into the other's (a for-in over each object, as in micro/for-in.js).
function sumValues(o) { let s = 0; for (const k in o) s += o[k]; return s; }
function countKeys(o) { let n = 0; for (const k in o) n += k.length; return n; }
function forInPairs(rounds) {
    const objects = [{ a: 1, b: 2, c: 3 }, { xx: 4, yy: 5 }, { p: 6, q: 7, r: 8, s: 9 }];
    let total = 0;
    for (let k = 0; k < rounds; k++) {
        const o = objects[k % 3];
        total = (total + sumValues(o) * 3 + countKeys(o)) | 0;
    }
    return total;
}

// 7. Frames the trace must not return into: a constructor's, a callback's (a native calls
// it), another argument count at the call, and a recursion.
function Counter(n) {
    this.count = 0;
    for (let i = 0; i < n; i++) this.count += i;
}
function constructs(rounds) {
    let total = 0;
    for (let k = 0; k < rounds; k++) total += new Counter(4).count;
    return total;
}
function callbacks(rounds) {
    const a = [1, 2, 3];
    let total = 0;
    for (let k = 0; k < rounds; k++) [a].forEach(x => { total += sum(x, 3); });
    return total;
}
function argumentCounts(rounds) {
    const a = [1, 2, 3, 4];
    let total = 0;
    for (let k = 0; k < rounds; k++) total += k & 1 ? sum(a, 4, k) : sum(a, 3);
    return total;
}
function depth(n) {
    let s = 0;
    for (let i = 0; i < 3; i++) s += i;
    return n === 0 ? s : s + depth(n - 1);
}
function recursion(rounds) {
    let total = 0;
    for (let k = 0; k < rounds; k++) total += depth(k % 4);
    return total;
}

// 8. A throw in the caller's frame after the return, caught outside the loop.
function throwsAfterReturn(rounds) {
    const a = [1, 1, 1];
    let total = 0;
    try {
        for (let k = 0; k < rounds; k++) {
            total += sum(a, 3);
            if (k === 700) throw new Error("stop at " + total);
        }
    } catch (e) {
        return e.message;
    }
    return "no throw";
}

// 9. A for-in whose object changes structure during the enumeration, in a function called
// from a loop: the trace of the keys' end must not take that for the end (the interpreter's
// step checks each key then).
function visit(o, change) {
    let n = 0;
    for (const k in o) {
        n++;
        if (change && k === "a") { o.extra = 1; delete o.extra; }
    }
    return n;
}
function structureChanges(rounds) {
    let total = 0;
    for (let k = 0; k < rounds; k++) total += visit({ a: 1, b: 2, c: 3 }, k % 7 === 3);
    return total;
}

const before = $vm.jitStats();
for (let call = 0; call < 2; call++) {
    shouldBe(plain(2000), 30000, "plain");
    shouldBe(nbodyLike(2000), 118500000, "nbodyLike");
    shouldBe(typeChangeInCaller(1000), 3401, "typeChangeInCaller");
    shouldBe(staleAfterPush(1000), 10300, "staleAfterPush");
    shouldBe(twoSites(1000), 3000, "twoSites");
    shouldBe(forInPairs(1500), 73000, "forInPairs");
    shouldBe(constructs(1000), 6000, "constructs");
    shouldBe(callbacks(1000), 6000, "callbacks");
    shouldBe(argumentCounts(1000), 8000, "argumentCounts");
    shouldBe(recursion(1000), 7500, "recursion");
    shouldBe(throwsAfterReturn(1000), "stop at 2103", "throwsAfterReturn");
    shouldBe(structureChanges(1000), 3000, "structureChanges");
}

// The plain cycle stays in machine code: a run of 20,000 calls takes a few exits (the
// recordings), not one per call. (Functions of their own: the return of `sum` above goes to
// many callers, some of which no trace returns into, and their side traces' attempts are
// spent on those.)
function sumAlone(a, n) {
    let s = 0;
    for (let i = 0; i < n; i++) s += a[i];
    return s;
}
function plainAlone(rounds) {
    const a = [1, 2, 3, 4, 5];
    let total = 0;
    for (let k = 0; k < rounds; k++) total += sumAlone(a, 5);
    return total;
}
if (jit && $vm.jitThreshold() > 1) {
    const exits = $vm.jitStats().exits;
    shouldBe(plainAlone(20000), 300000, "plainAlone");
    const taken = $vm.jitStats().exits - exits;
    shouldBe(taken < 100, true, "exits in 20,000 calls (" + taken + ")");
    shouldBe($vm.jitStats().links > before.links, true, "links");
}
