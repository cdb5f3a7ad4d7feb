// Linked loops (issue 19): an outer loop's recording ends at its inner loop's header and
// links to the inner loop's trace (an entry trace), and the inner loop's completion exit
// grows a side trace that runs the outer loop's rest and links back, so a nest runs in
// machine code. Guards then fail in the linked inner loop, in the outer loop's traces and
// after a trace they link to was recorded again, and every result must be the
// interpreter's, in every mode. The expected values are `--no-jit`'s.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const jit = $vm.jitThreshold() > 0;
const before = $vm.jitStats();

// 1. The inner loop's guard fails partway through the outer loop: its value turns into a
// double at outer iteration 40.
function innerTypeChange(n) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        const step = i < 40 ? 1 : 0.5;
        for (let j = 0; j < 5; j++) s = s + step;
    }
    return s;
}

// 2. The outer loop's own path changes: a guard of its entry trace (or of the inner loop's
// side trace) fails when the array it reads turns into doubles.
function outerGuard(n) {
    const a = [1, 2, 3, 4];
    let s = 0;
    for (let i = 0; i < n; i++) {
        if (i === 50) a[2] = 3.5;
        s = s + a[i & 3];
        for (let j = 0; j < 4; j++) s = s + j;
    }
    return s;
}

// 3. The inner loop's trace goes stale and is recorded again while the outer loop's traces
// link into it: the links must follow.
function relinked(n) {
    const objects = [{ x: 1 }, { x: 2, y: 0 }];
    let s = 0;
    for (let i = 0; i < n; i++) {
        const o = i < 60 ? objects[0] : objects[1];
        for (let j = 0; j < 6; j++) s = (s + o.x + j) | 0;
    }
    return s;
}

// 4. Three deep, with inner trip counts that depend on the outer indices (zero included).
function deep(n) {
    let s = 0;
    for (let i = 0; i < n; i++)
        for (let j = 0; j < (i & 3); j++)
            for (let k = 0; k < 3; k++) s = (s * 3 + i + j + k) & 0xfffff;
    return s;
}

// 5. Two inner loops in sequence: the first one's completion exit links into the second.
function sequential(n) {
    let a = 0, b = 0;
    for (let i = 0; i < n; i++) {
        for (let j = 0; j < 4; j++) a = a + j;
        for (let k = 0; k < 3; k++) b = b - k * i;
    }
    return [a, b];
}

// 6. A break out of the inner loop, and a labeled continue of the outer one.
function breaks(n) {
    let s = 0;
    outer: for (let i = 0; i < n; i++) {
        for (let j = 0; j < 8; j++) {
            if (j === (i % 5)) break;
            if (j === 6) continue outer;
            s = s + j * i;
        }
        s = s ^ i;
    }
    return s;
}

for (let call = 0; call < 3; call++) {
    shouldBe(innerTypeChange(200), 600, "innerTypeChange");
    shouldBe(outerGuard(200), 1719, "outerGuard");
    shouldBe(relinked(200), 5040, "relinked");
    shouldBe(deep(200), 874940, "deep");
    const [a, b] = sequential(200);
    shouldBe(a, 1200, "sequential a");
    shouldBe(b, -59700, "sequential b");
    shouldBe(breaks(200), 40184, "breaks");
}

if (jit) {
    const after = $vm.jitStats();
    shouldBe(after.links - before.links >= 6, true, "links (" + (after.links - before.links) + ")");
    shouldBe(after.sideTraces - before.sideTraces >= 6, true, "side traces (" + (after.sideTraces - before.sideTraces) + ")");
}
