// Loop peeling (issue 19): a loop's trace runs the recorded iteration once (the pre-roll)
// and loops over a copy of it that computes only what changes: loads of what the pre-roll
// loaded or stored are forwarded across the loop edge, invariant arithmetic and guards are
// not repeated, registers and forwarded fields are phis. Guards then fail in the pre-roll
// and in the copy, stores through another reference write what the copy forwarded, and
// every result must be the interpreter's, in every mode. The expected values are
// `--no-jit`'s.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

// 1. Invariant loads (o.a * o.b) and a field carried in a register (o.n), with the loop
// leaving at its first iteration (in the pre-roll), its second (the copy's first) and late.
function invariants(o, n) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        s = (s + o.a * o.b) | 0;
        o.n = o.n + 1;
    }
    return s + o.n;
}

// 2. A store through another reference to the same object: what the copy forwarded must
// not be stale (the alias is only known at run time).
function aliased(o, p, n) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        s = s + o.x;
        p.x = p.x + 1;
    }
    return s;
}

// 3. The copy's guards fail: an element turns into a double, then a field's type changes,
// partway through.
function copyGuards(n) {
    const a = [1, 2, 3, 4, 5, 6, 7, 8];
    const o = { v: 1 };
    let s = 0;
    for (let i = 0; i < n; i++) {
        if (i === 70) a[3] = 0.5;
        if (i === 90) o.v = "x";
        s = s + a[i & 7] + (typeof o.v === "number" ? o.v : 2);
    }
    return s;
}

// 4. Registers swapped every iteration (the phis move at once), and a counter that
// overflows into doubles late.
function swaps(n) {
    let a = 1, b = 2, c = 2147483000;
    for (let i = 0; i < n; i++) {
        const t = a;
        a = b;
        b = t + i;
        c = c + 7;
    }
    return a + b + c;
}

// 5. A transition in the loop (each iteration adds a property to a fresh object, which
// also escapes), and a structure guard the copy must keep.
function transitions(n) {
    const keep = [];
    let s = 0;
    for (let i = 0; i < n; i++) {
        const o = {};
        o.first = i;
        o.second = i * 2;
        keep.push(o);
        s = s + keep[i >> 1].second;
    }
    return s + keep.length;
}

// 6. Calls out in the loop (a quiet native, a string operation), with an array whose
// butterfly the loop reads after them.
function callsOut(n) {
    const a = [3, 1, 4, 1, 5, 9, 2, 6];
    let s = 0, t = "";
    for (let i = 0; i < n; i++) {
        t = t + String.fromCharCode(97 + (i & 7));
        if (t.length > 20) t = t.slice(10);
        s = s + a[i & 7] + Math.max(i & 3, 2);
        if (i === 120) a.push(10);
    }
    return s + t;
}

// 7. A value the pre-roll computes that the loop stores at every edge (v11's `v8 >>> v9`),
// under register pressure from calls out in the loop: it must stay where the loop found
// it (a jitfuzz seed found it evicted, and the next iteration stored another value).
function pressure(n, q) {
    let v7 = 0 / 0, v8 = -1 / 0, v9 = -2147483648, v11 = 4;
    function K(a, b) { this.x = a; if (a > 100) this.big = true; this.y = (b | 0) + 1; }
    K.prototype.sum = function () { return this.x + this.y; };
    const b = { k: 0, valueOf() { this.k = (this.k + 3) & 15; return this.k - 4; } };
    let i = 0;
    while (i < n) {
        i++;
        v7 = new K(...[q / n, v7 % v7]).sum();
        v11 = (b < (v8 >>> v9)) ? b + 1 : (v8 >>> v9);
    }
    return v7 + " " + v11 + " " + b.k;
}

for (let call = 0; call < 3; call++) {
    shouldBe(pressure(0, 2), "NaN 4 0", "pressure(0)");
    shouldBe(pressure(60, 4294967296), "71582789.26666667 0 14", "pressure(60)");
    for (const n of [0, 1, 2, 3, 200]) {
        const o = { a: 3, b: 4, n: 0.5 };
        shouldBe(invariants(o, n), 12 * n + 0.5 + n, "invariants(" + n + ")");
    }
    const o = { x: 1 };
    shouldBe(aliased(o, o, 300), 45150, "aliased, one object");
    shouldBe(aliased({ x: 1 }, { x: 1 }, 300), 300, "aliased, two objects");
    shouldBe(copyGuards(200), 1154, "copyGuards");
    shouldBe(swaps(300), 2147529953, "swaps");
    shouldBe(transitions(300), 45000, "transitions");
    shouldBe(callsOut(300), "1831abcdefghabcdefghabcd", "callsOut");
}
