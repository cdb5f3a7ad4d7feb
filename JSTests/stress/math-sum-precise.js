// Math.sumPrecise (ES2026): the exact sum of an iterable of Numbers, rounded once; NaN,
// infinities and -0 as the specification's states give them; intermediate overflow that
// cancels; a TypeError for a value that is not a Number, after which the iterator is
// closed.
function shouldBe(actual, expected, message) {
    if (!Object.is(actual, expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    let threw = false;
    try { f(); } catch (e) {
        threw = true;
        if (!(e instanceof type))
            throw new Error((message ? message + ": " : "") + "expected a " + type.name + " but got " + e);
    }
    if (!threw)
        throw new Error((message ? message + ": " : "") + "expected a " + type.name);
}
const sum = values => Math.sumPrecise(values);
const MAX = Number.MAX_VALUE, TINY = Number.MIN_VALUE;

// One rounding, of the exact sum.
shouldBe(sum([1, 2, 3]), 6);
shouldBe(sum([0.1, 0.2, 0.3]), 0.6, "the naive sum is 0.6000000000000001");
shouldBe(sum([1e20, 0.1, -1e20]), 0.1);
shouldBe(sum([2 ** 53, 1]), 2 ** 53, "a tie rounds to even");
shouldBe(sum([2 ** 53, 1, 2 ** -100]), 2 ** 53 + 2, "past the tie rounds up");
shouldBe(sum([2 ** 53, 1, -(2 ** -100)]), 2 ** 53, "short of the tie rounds down");
shouldBe(sum([-(2 ** 53), -1, -(2 ** -100)]), -(2 ** 53) - 2, "the same below zero");
shouldBe(sum([TINY, TINY, TINY]), 3 * TINY, "subnormals");
shouldBe(sum([1, TINY, -1]), TINY);
shouldBe(sum([2 ** -1022, -TINY]), 2 ** -1022 - TINY);

// Overflow on the way that cancels; overflow that does not.
shouldBe(sum([1e308, 1e308, -1e308]), 1e308);
shouldBe(sum([MAX, MAX, -MAX, -MAX, 7]), 7);
shouldBe(sum([MAX, MAX]), Infinity);
shouldBe(sum([-MAX, -MAX]), -Infinity);
shouldBe(sum([MAX, 2 ** 970]), Infinity, "MAX plus half an ulp is a tie, rounded to even: past MAX");
shouldBe(sum([MAX, 2 ** 970, -TINY]), MAX);
shouldBe(sum([MAX, 2 ** 969]), MAX);

// The states: NaN, the infinities, -0.
shouldBe(sum([]), -0, "empty is -0");
shouldBe(sum([-0, -0]), -0);
shouldBe(sum([-0, 0]), 0, "+0 makes the state finite");
shouldBe(sum([1, -1]), 0, "an exact zero is +0");
shouldBe(sum([-1, 1, -0]), 0);
shouldBe(sum([Infinity, 1, MAX, MAX]), Infinity);
shouldBe(sum([-Infinity, -MAX, -MAX]), -Infinity);
shouldBe(sum([Infinity, -Infinity]), NaN);
shouldBe(sum([-Infinity, 5, Infinity]), NaN);
shouldBe(sum([1, NaN, 2]), NaN);
shouldBe(sum([NaN, Infinity]), NaN);

// Any iterable; only Numbers.
shouldBe(sum(new Set([1, 2, 3])), 6);
shouldBe(sum(function* () { yield 1; yield 0.5; }()), 1.5);
shouldBe(sum(new Float64Array([0.1, 0.2, 0.3])), 0.6);
shouldBe(sum({ [Symbol.iterator]: () => [4, 5][Symbol.iterator]() }), 9);
shouldThrow(() => sum(), TypeError, "undefined");
shouldThrow(() => sum(null), TypeError);
shouldThrow(() => sum({}), TypeError, "not iterable");
shouldThrow(() => sum(5), TypeError, "a number is not iterable");
shouldThrow(() => sum("12"), TypeError, "a string's elements are strings");
for (const bad of ["1", 1n, {}, null, undefined, true, new Number(1), Symbol()])
    shouldThrow(() => sum([1, bad]), TypeError, typeof bad);

// A value that is not a Number closes the iterator, even after NaN; one that throws does
// not.
{
    let log = [];
    const iterable = values => ({
        [Symbol.iterator]() {
            let i = 0;
            return {
                next() { log.push("next"); return { value: values[i++], done: i > values.length }; },
                return() { log.push("return"); return {}; },
            };
        },
    });
    shouldThrow(() => sum(iterable([NaN, "x", 1])), TypeError);
    shouldBe(log.join(), "next,next,return");
    log = [];
    shouldBe(sum(iterable([1, 2])), 3);
    shouldBe(log.join(), "next,next,next", "no return once done");
    log = [];
    const throwing = { [Symbol.iterator]() { return { next() { throw new EvalError("next"); }, return() { log.push("return"); } }; } };
    shouldThrow(() => sum(throwing), EvalError);
    shouldBe(log.join(), "");
    // return's own exception does not replace the TypeError.
    const badReturn = { [Symbol.iterator]() { return { next: () => ({ value: "x", done: false }), return() { throw new EvalError("return"); } }; } };
    shouldThrow(() => sum(badReturn), TypeError);
}

// Agrees with exact integer arithmetic (BigInt) on many random sums of integers spread
// over many magnitudes, whose exact sums then round like BigInt to Number.
{
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 300; round++) {
        const values = [];
        let exact = 0n;
        const count = 1 + Math.floor(random() * 30);
        for (let i = 0; i < count; i++) {
            const magnitude = Math.floor(random() * 70);
            const value = Math.floor((random() - 0.5) * 2 ** magnitude);
            values.push(value);
            exact += BigInt(value);
        }
        shouldBe(sum(values), Number(exact), "round " + round + ": " + values.join());
    }
}

// Long inputs: every element is read once.
{
    const values = [];
    for (let i = 0; i < 100000; i++) values.push(i % 2 ? 1e300 : -1e300, 0.5);
    shouldBe(sum(values), 50000);
    shouldBe(Math.sumPrecise.length, 1);
    shouldBe(Math.sumPrecise.name, "sumPrecise");
    shouldThrow(() => new Math.sumPrecise([]), TypeError, "not a constructor");
}
