// x % y in a trace: the int32 remainder only for a non-negative dividend and a positive
// divisor; otherwise what the interpreter gives: a negative dividend keeps its sign (and
// -4 % 2 is -0), a zero divisor gives NaN, -2^31 % -1 is -0, and doubles use the
// floating-point remainder (5.5 % -2 is 1.5, x % Infinity is x, Infinity % x is NaN).
// Each loop takes its operands from the iteration index so every combination comes round
// many times, before and after the recording; its checksums are compared with the same
// loop written with a remainder computed without %.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

// a % b by its definition, with no %: the sign of a, |r| < |b|.
function remainder(a, b) {
    if (a !== a || b !== b || b === 0 || a === 1 / 0 || a === -1 / 0)
        return 0 / 0;
    if (b === 1 / 0 || b === -1 / 0 || a === 0)
        return a;
    const q = a / b;
    const t = q < 0 ? -Math.floor(-q) : Math.floor(q);
    const r = a - b * t;
    return r === 0 ? (a < 0 ? -0 : 0) : r;
}

// [NaN results, -0 results, +0 results, the sum of the others]
function checksum(values) {
    let nans = 0, negativeZeros = 0, zeros = 0, sum = 0;
    for (const r of values) {
        if (r !== r)
            nans++;
        else if (r === 0)
            1 / r < 0 ? negativeZeros++ : zeros++;
        else
            sum = sum + r;
    }
    return [nans, negativeZeros, zeros, sum];
}

function integers(n) {
    let nans = 0, negativeZeros = 0, zeros = 0, sum = 0;
    for (let i = 0; i < n; i++) {
        const a = (i % 15) - 7, b = (i % 7) - 3;
        const r = a % b;
        if (r !== r)
            nans++;
        else if (r === 0) {
            if (1 / r < 0) negativeZeros++;
            else zeros++;
        } else
            sum = sum + r;
    }
    return [nans, negativeZeros, zeros, sum];
}

function integersExpected(n) {
    const values = [];
    for (let i = 0; i < n; i++)
        values.push(remainder((i - Math.floor(i / 15) * 15) - 7, (i - Math.floor(i / 7) * 7) - 3));
    return checksum(values);
}

const specials = [-2147483648, -1, 2147483647, 5.5, -5.5, 2, -2, 0.75, -0, 0, 1 / 0, -1 / 0, 0 / 0, 4294967296.5, 3];

function doubles(n) {
    const values = specials;
    const count = values.length;
    let nans = 0, negativeZeros = 0, zeros = 0, sum = 0;
    for (let i = 0; i < n; i++) {
        const a = values[i % count], b = values[((i - i % count) / count) % count];
        const r = a % b;
        if (r !== r)
            nans++;
        else if (r === 0) {
            if (1 / r < 0) negativeZeros++;
            else zeros++;
        } else
            sum = sum + r;
    }
    return [nans, negativeZeros, zeros, sum];
}

function doublesExpected(n) {
    const count = specials.length, values = [];
    for (let i = 0; i < n; i++)
        values.push(remainder(specials[i % count], specials[Math.floor(i / count) % count]));
    return checksum(values);
}

// Doubles made by arithmetic (no array: the first tier records this loop), with negative
// dividends and divisors and a zero divisor.
function fractions(n) {
    let nans = 0, negativeZeros = 0, zeros = 0, sum = 0;
    for (let i = 0; i < n; i++) {
        const a = (i - 50) * 0.75, b = ((i % 9) - 4) * 0.5;
        const r = a % b;
        if (r !== r)
            nans++;
        else if (r === 0) {
            if (1 / r < 0) negativeZeros++;
            else zeros++;
        } else
            sum = sum + r;
    }
    return [nans, negativeZeros, zeros, sum];
}

function fractionsExpected(n) {
    const values = [];
    for (let i = 0; i < n; i++)
        values.push(remainder((i - 50) * 0.75, ((i - Math.floor(i / 9) * 9) - 4) * 0.5));
    return checksum(values);
}

// A dividend that crosses zero at iteration k, with divisors 1, -1 and 0.
function crossing(n, k) {
    let negativeZeros = 0, nans = 0, sum = 0;
    const one = 1, minusOne = -1, zero = 0;
    for (let i = 0; i < n; i++) {
        const a = i - k;
        const r1 = a % one, r2 = a % minusOne, r3 = a % zero;
        if (1 / r1 < 0) negativeZeros++;
        if (1 / r2 < 0) negativeZeros++;
        if (r3 !== r3) nans++;
        sum = sum + a % 3;
    }
    return [negativeZeros, nans, sum];
}

const names = ["NaN results", "-0 results", "+0 results", "sum of the others"];
for (const n of [1, 60, 105, 225, 225]) {
    const got = integers(n), want = integersExpected(n);
    for (let j = 0; j < 4; j++)
        shouldBe(got[j], want[j], "int32 %: " + names[j] + ", n = " + n);
    const gotDoubles = doubles(n), wantDoubles = doublesExpected(n);
    for (let j = 0; j < 4; j++)
        shouldBe(gotDoubles[j], wantDoubles[j], "double %: " + names[j] + ", n = " + n);
    const gotFractions = fractions(n), wantFractions = fractionsExpected(n);
    for (let j = 0; j < 4; j++)
        shouldBe(gotFractions[j], wantFractions[j], "fractions %: " + names[j] + ", n = " + n);
}
for (let k = 0; k < 70; k++) {
    const [negativeZeros, nans, sum] = crossing(70, k);
    shouldBe(negativeZeros, 2 * k, "-0 remainders before " + k);
    shouldBe(nans, 70, "x % 0 before " + k);
    let want = 0;
    for (let i = 0; i < 70; i++)
        want = want + remainder(i - k, 3);
    shouldBe(sum, want, "(i - " + k + ") % 3");
}

if ($vm.jitThreshold() > 0)
    shouldBe($vm.jitStats().tracesCompiled >= 3, true, "traces compiled");
