// Instructions a trace does not compute itself are run by the interpreter from the trace
// (closures, scopes, `arguments`, conversions, `in`, `instanceof`, `typeof`, for-in and
// for-of steps, operands of unusual types), in the loop's own frame and inside calls the
// trace inlined, whose frames are pushed for them. Their results, exceptions and stacks
// must be the interpreter's.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function closures(n) {
    const fs = [];
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const f = () => i * 2;
        if (i % 100 === 0) fs.push(f);
        sum += f();
    }
    for (const f of fs) sum += f();
    return sum;
}
shouldBe(closures(1000), 999 * 1000 + 2 * (0 + 100 + 200 + 300 + 400 + 500 + 600 + 700 + 800 + 900));

function withArguments(a) { return a + arguments.length; }
function scoped(x) { let y = x + 1; const g = () => y; y++; return g(); }
function mixedOperands(n) {
    let sum = 0, text = "";
    const o = { k: 1 };
    for (let i = 0; i < n; i++) {
        sum += withArguments(i, 1, 2) + scoped(i);
        sum += typeof o === "object" ? 1 : 0;
        sum += "k" in o ? 1 : 0;
        sum += o instanceof Object ? 1 : 0;
        text = text + (i % 10);
        sum += "5" * 2 + (true + 1) + (null | 0);
    }
    return sum + ":" + text.length;
}
{
    let sum = 0;
    for (let i = 0; i < 800; i++) sum += i + 3 + i + 2 + 3 + 10 + 2;
    shouldBe(mixedOperands(800), sum + ":800");
}

// Iteration steps.
function iterate(n) {
    let sum = 0;
    const values = [1, 2, 3];
    const keyed = { a: 1, b: 2 };
    for (let i = 0; i < n; i++) {
        for (const v of values) sum += v;
        for (const k in keyed) sum += keyed[k];
    }
    return sum;
}
shouldBe(iterate(500), 500 * 9);

// An exception in an instruction run inside an inlined call: caught by the caller, and its
// stack names the frames.
function convert(value) { return value + 1; }
function middle(value) { return convert(value) * 2; }
function throwing(n) {
    const values = [];
    for (let i = 0; i < n; i++) values.push(i === n - 7 ? { valueOf() { throw new RangeError("at " + i); } } : i);
    let sum = 0, caught = null;
    for (let i = 0; i < n; i++) {
        try { sum += middle(values[i]); } catch (e) { caught = e; }
    }
    return [sum, caught];
}
{
    const [sum, caught] = throwing(400);
    let expected = 0;
    for (let i = 0; i < 400; i++) if (i !== 393) expected += (i + 1) * 2;
    shouldBe(sum, expected);
    shouldBe(caught instanceof RangeError && caught.message, "at 393");
}
function deepest(x) { return null[x]; }
function caller(x) { return deepest(x) + 1; }
function stackOf(n) {
    for (let i = 0; i < n; i++) {
        try { caller(i); } catch (e) { if (i === n - 1) return String(e.stack); }
    }
    return "";
}
const stack = stackOf(300);
shouldBe(/deepest/.test(stack) && /caller/.test(stack) && /stackOf/.test(stack), true, stack);

// Closures made anew in the loop and called through an object: the call site sees one
// code and many functions, so the trace guards the code and reads each one's scope.
function makeCounter(start) {
    let c = start;
    return { inc: () => { c = (c + 1) | 0; return c; }, get: () => c };
}
function counters(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const counter = makeCounter(i);
        counter.inc();
        counter.inc();
        sum = (sum + counter.get()) | 0;
        if (i === n - 3) counter.inc = () => -1000000; // another code at the same site
        sum = (sum + counter.inc()) | 0;
    }
    return sum;
}
{
    let sum = 0;
    for (let i = 0; i < 3000; i++) sum = (sum + (i + 2) + (i === 2997 ? -1000000 : i + 3)) | 0;
    shouldBe(counters(3000), sum);
}

// A for-of over an array the trace steps in place: the end, a hole, an array that grows or
// shrinks during the loop, another kind of iterator, a replaced `next`.
function stepping(arrays) {
    let sum = 0;
    for (const array of arrays) {
        for (const v of array) {
            sum += typeof v === "number" ? v : 1000;
            if (v === 7 && array.length < 12) array.push(100);
            if (v === 9) array.length = 0;
        }
    }
    return sum;
}
{
    const holey = [1, 2, , 4];
    const arrays = [];
    for (let i = 0; i < 300; i++) arrays.push([1, 2, 3, 4.5, 5, 6, 7, 8], [7, 9, 11], holey, "ab");
    // [1..8]: 36.5 + the 100 pushed at 7; [7, 9, 11]: 7 + 100 (pushed) ... then 9 empties it.
    let expected = 0;
    for (let i = 0; i < 300; i++) expected += 136.5 + 16 + 1007 + 2000;
    shouldBe(stepping(arrays), expected);
}
