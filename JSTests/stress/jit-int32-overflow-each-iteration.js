// int32 arithmetic in a trace carries an overflow guard; when the result leaves int32 the
// value must become the double the interpreter computes. Each loop below overflows at
// iteration k, for every k from 0 to past the threshold (so before the recording, in the
// recorded iteration, and inside the compiled trace), at 2^31 - 1 going up and -2^31
// going down, for +, ++, -, --, * and unary -. Every k gets a fresh copy of the function,
// so its loop counters and arithmetic profiles start clean; each copy is called twice, the
// second time with its trace (if any) already compiled.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const MAX = 2147483647, MIN = -2147483648;
const n = 80;

// Returns [final value, 0.5 + the sum of the values after each step] for each loop.
const source = `(function (k, n) {
    const one = 1, results = [];
    let a = ${MAX} - k, s = 0.5;
    for (let i = 0; i < n; i++) { a = a + 1; s = s + a; }
    results.push(a, s);

    let b = ${MAX} - k; s = 0.5;
    for (let i = 0; i < n; i++) { b++; s = s + b; }
    results.push(b, s);

    let c = ${MIN} + k; s = 0.5;
    for (let i = 0; i < n; i++) { c = c - 1; s = s + c; }
    results.push(c, s);

    let d = ${MIN} + k; s = 0.5;
    for (let i = 0; i < n; i++) { d--; s = s + d; }
    results.push(d, s);

    let e = ${MAX} - k; s = 0.5;
    for (let i = 0; i < n; i++) { e = e + one; s = s + e; }
    results.push(e, s);

    let f = ${MIN} + k; s = 0.5;
    for (let i = 0; i < n; i++) { f = f - one; s = s + f; }
    results.push(f, s);

    // m * 2^24 first leaves int32 when m reaches 128, at iteration k.
    let m = 127 - k, g = 0; s = 0.5;
    for (let i = 0; i < n; i++) { m = m + 1; g = m * 16777216; s = s + g; }
    results.push(g, s);

    // m * -2^24 is -2^31 (still an int32) at m = 128, and leaves int32 at m = 129.
    m = 128 - k; let h = 0; s = 0.5;
    for (let i = 0; i < n; i++) { m = m + 1; h = m * -16777216; s = s + h; }
    results.push(h, s);

    // -x of x = -2^31 (at iteration k) is 2^31.
    let x = ${MIN} + k + 1, r = 0; s = 0.5;
    for (let i = 0; i < n; i++) { x = x - 1; r = -x; s = s + r; }
    results.push(r, s);
    return results;
})`;

// 0.5 plus the sum of start + step * j for j = 1..n, exact in doubles at these sizes.
function sum(start, step) {
    return 0.5 + n * start + step * (n * (n + 1) / 2);
}

function expected(k) {
    const up = MAX - k, down = MIN + k;
    const m0 = 127 - k, m1 = 128 - k;
    return [
        up + n, sum(up, 1),
        up + n, sum(up, 1),
        down - n, sum(down, -1),
        down - n, sum(down, -1),
        up + n, sum(up, 1),
        down - n, sum(down, -1),
        (m0 + n) * 16777216, sum(m0, 1) * 16777216 - 0.5 * 16777216 + 0.5,
        (m1 + n) * -16777216, sum(m1, 1) * -16777216 + 0.5 * 16777216 + 0.5,
        -(MIN + k + 1 - n), -sum(MIN + k + 1, -1) + 1,
    ];
}

const names = ["a + 1", "b++", "c - 1", "d--", "e + one", "f - one", "m * 2^24", "m * -2^24", "-x"];
for (let k = 0; k < n; k++) {
    const f = eval(source);
    const want = expected(k);
    for (let call = 0; call < 2; call++) {
        const got = f(k, n);
        for (let j = 0; j < want.length; j++) {
            if (!Object.is(got[j], want[j]))
                shouldBe(got[j], want[j], names[j >> 1] + (j & 1 ? " sum" : " value") + ", overflow at " + k + ", call " + call);
        }
    }
}
