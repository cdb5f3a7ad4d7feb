// Nested loops: the inner loop gets its own trace; the outer one's recording ends at the
// inner loop's header and links to its trace, and the inner loop's completion exit grows a
// side trace that runs the outer loop's rest and links back, so the nest runs in machine
// code. Inner trip counts that vary with the outer index (0 included), a break out of the
// inner loop, labeled continue and break of the outer one, and sequential inner loops must
// all give the interpreter's results.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const jit = $vm.jitThreshold() > 0;

function triangle(n) {
    let s = 0, inner = 0;
    for (let i = 0; i < n; i++) {
        for (let j = 0; j < i; j++) {
            s = s + (i ^ j);
            inner = inner + 1;
        }
    }
    return [s, inner];
}

function withBreaks(n) {
    let s = 0.5, count = 0;
    outer: for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
            if (j > i)
                break;
            if (j === 7)
                continue outer;
            if (i === 90 && j === 3)
                break outer;
            s = s + j * 0.5;
            count = count + 1;
        }
        s = s - 1;
    }
    return [s, count];
}

function sequentialAndDeep(n) {
    let a = 0, b = 0, c = 0;
    for (let i = 0; i < n; i++) {
        for (let j = 0; j < 10; j++)
            a = a + j;
        for (let j = 10; j > 0; j--)
            b = b - j * i;
        for (let j = 0; j < 3; j++) {
            for (let k = 0; k < 4; k++)
                c = (c * 3 + k + j) & 0xfffff;
        }
    }
    return [a, b, c];
}

// What the loops above compute, from sums worked out by hand or by single loops.
function expectedTriangle(n) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        for (let j = 0; j < i; j++)
            s = s + (i ^ j);
    }
    return s;
}

const before = $vm.jitStats();

for (const n of [0, 1, 30, 120]) {
    const [s, inner] = triangle(n);
    shouldBe(inner, (n * n - n) / 2, "triangle's inner iterations, n = " + n);
    shouldBe(s, expectedTriangle(n), "triangle's sum, n = " + n);
}

{
    const [s, count] = withBreaks(120);
    // Rows 0..89 add j * 0.5 for j = 0..min(i, 6) and subtract 1 unless the row reached j = 7;
    // row 90 stops at j = 3.
    let want = 0.5, wantCount = 0;
    for (let i = 0; i < 90; i++) {
        const top = Math.min(i, 6);
        want = want + 0.25 * top * (top + 1);
        wantCount = wantCount + top + 1;
        if (i < 7)
            want = want - 1;
    }
    want = want + 0.5 * (0 + 1 + 2);
    wantCount = wantCount + 3;
    shouldBe(s, want, "withBreaks' sum");
    shouldBe(count, wantCount, "withBreaks' count");
}

{
    const n = 80;
    const [a, b, c] = sequentialAndDeep(n);
    shouldBe(a, 45 * n, "first inner loop");
    shouldBe(b, -55 * n * (n - 1) / 2, "second inner loop");
    let want = 0;
    for (let step = 0; step < n * 12; step++)
        want = (want * 3 + (step & 3) + ((step >> 2) % 3)) & 0xfffff;
    shouldBe(c, want, "innermost loop");
}

if (jit) {
    const after = $vm.jitStats();
    shouldBe(after.tracesCompiled - before.tracesCompiled >= 4, true, "inner loops compiled");
    shouldBe(after.links - before.links > 0, true, "traces link into the inner loops");
    shouldBe(after.sideTraces - before.sideTraces > 0, true, "side traces grow from the inner loops' exits");
}
