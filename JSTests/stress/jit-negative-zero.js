// -0 is a double: int32 arithmetic in a trace must leave it (0 * -1, -0 + 0 stays a
// double, x % -1, -0 of 0, 0 / -1) exactly where the interpreter produces -0 and keep +0
// where it does not. 1/x tells the two zeros apart (-Infinity or Infinity); Object.is does
// too. The loops run past the threshold, several times, so the operations run compiled.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + show(expected) + " but got " + show(actual));
}

function show(value) {
    return Object.is(value, -0) ? "-0" : String(value);
}

function zeros(n) {
    const zero = 0, one = 1, minusOne = -1, five = 5, minusFive = -5, minusFour = -4, two = 2;
    // Infinity as a local: the loop needs nothing of the JIT but numbers.
    const infinity = 1 / zero;
    let mz = -0;
    let mul = 1, mulLiteral = 1, addZero = 1, addBoth = 1, subZero = 1, subFromZero = 1;
    let modMinusOne = 1, modPositive = 1, modEven = 1, modOfMinusZero = 1;
    let negZero = 1, negMinusZero = 1, divZero = 1, divInfinity = 1, mulOne = 1;
    let inv = 0, invNeg = 0, orZero = 1, ushrZero = 1;
    for (let i = 0; i < n; i++) {
        mul = zero * minusOne;
        mulLiteral = 0 * -1;
        addZero = mz + zero;
        addBoth = mz + mz;
        subZero = mz - zero;
        subFromZero = zero - mz;
        modMinusOne = minusFive % minusOne;
        modPositive = five % minusOne;
        modEven = minusFour % two;
        modOfMinusZero = mz % five;
        negZero = -zero;
        negMinusZero = -mz;
        divZero = zero / minusOne;
        divInfinity = minusOne / infinity;
        mulOne = mz * one;
        inv = 1 / mul;
        invNeg = 1 / negMinusZero;
        orZero = mz | 0;
        ushrZero = mz >>> 0;
    }
    return [mul, mulLiteral, addZero, addBoth, subZero, subFromZero, modMinusOne, modPositive, modEven,
        modOfMinusZero, negZero, negMinusZero, divZero, divInfinity, mulOne, inv, invNeg, orZero, ushrZero];
}

const names = ["0 * -1", "literal 0 * -1", "-0 + 0", "-0 + -0", "-0 - 0", "0 - -0", "-5 % -1", "5 % -1",
    "-4 % 2", "-0 % 5", "-(0)", "-(-0)", "0 / -1", "-1 / Infinity", "-0 * 1", "1 / (0 * -1)", "1 / -(-0)",
    "-0 | 0", "-0 >>> 0"];
const expected = [-0, -0, 0, -0, -0, 0, -0, 0, -0, -0, -0, 0, -0, -0, -0, -Infinity, Infinity, 0, 0];
for (const n of [1, 2, 60, 100, 200]) {
    const got = zeros(n);
    for (let j = 0; j < expected.length; j++)
        shouldBe(got[j], expected[j], names[j] + " after " + n + " iterations");
}

// A product that is -0 exactly while i < k: counted through 1 / (d * 0) < 0 with d = i - k,
// for every k, so the int32 multiply's -0 check fails at every iteration index.
function negativeProducts(n, k) {
    let count = 0, last = 1;
    for (let i = 0; i < n; i++) {
        const d = i - k;
        last = d * 0;
        if (1 / last < 0)
            count++;
    }
    return [count, last];
}
for (let k = 0; k < 80; k++) {
    const [count, last] = negativeProducts(70, k);
    shouldBe(count, Math.min(k, 70), "-0 products before " + k);
    shouldBe(last, k >= 70 ? -0 : 0, "the last product for k = " + k);
}

// t = -t from 0 alternates +0 and -0 across iterations: the zero's sign is carried from one
// iteration to the next (and out of the trace) in a double.
function alternate(n) {
    let t = 0, negatives = 0;
    for (let i = 0; i < n; i++) {
        t = -t;
        if (1 / t < 0)
            negatives++;
    }
    return [t, negatives];
}
for (const n of [0, 1, 2, 3, 57, 58, 59, 101]) {
    const [t, negatives] = alternate(n);
    shouldBe(t, n % 2 ? -0 : 0, "the sign after " + n + " negations");
    shouldBe(negatives, (n + 1) >> 1, "negative zeros in " + n + " negations");
}

// A -0 that reaches the loop as an argument, and a loop whose every value is -0.
function carry(z, n) {
    let x = z, y = z;
    for (let i = 0; i < n; i++) {
        x = x * 1;
        y = y - 0;
    }
    return [x, y];
}
for (const n of [0, 1, 100]) {
    const [x, y] = carry(-0, n);
    shouldBe(x, -0, "-0 * 1 carried over " + n + " iterations");
    shouldBe(y, -0, "-0 - 0 carried over " + n + " iterations");
}

// The loops above ran compiled (with --no-jit there is nothing to count).
if ($vm.jitThreshold() > 0)
    shouldBe($vm.jitStats().tracesCompiled >= 4, true, "traces compiled");
