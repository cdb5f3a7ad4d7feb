// What a call out of a trace may do: throw (the trace exits at the call and the exception
// unwinds from there, through the frames the trace had inlined), collect (every value the
// trace holds across the call stays alive: H3), run JavaScript that runs other traces or
// the same loop again, and change the objects the trace guards (it checks them again after
// the call).
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A native that throws now and then, caught outside the loop and inside it.
function parseAll(texts) {
    let sum = 0;
    for (let i = 0; i < texts.length; i++) sum += JSON.parse(texts[i]);
    return sum;
}
const texts = [];
for (let i = 0; i < 500; i++) texts.push(String(i));
shouldBe(parseAll(texts), 499 * 500 / 2);
texts[450] = "{";
let caught = null;
try { parseAll(texts); } catch (e) { caught = e; }
shouldBe(caught instanceof SyntaxError, true, "the exception reaches the caller");

// Thrown inside a call the trace inlined: the handler of the inlined frame catches it.
function guarded(text) {
    try { return JSON.parse(text); } catch (e) { return -1; }
}
function inner(text) { return JSON.parse(text) * 2; }
function callsInlined(n) {
    let sum = 0, errors = 0;
    for (let i = 0; i < n; i++) {
        const text = i % 97 === 13 ? "x" : String(i);
        try { sum += inner(text); } catch (e) { errors++; }
        sum += guarded(text);
    }
    return sum + ":" + errors;
}
{
    let sum = 0, errors = 0;
    for (let i = 0; i < 1000; i++) {
        if (i % 97 === 13) { errors++; sum -= 1; } else sum += 3 * i;
    }
    shouldBe(callsInlined(1000), sum + ":" + errors);
}

// The error's stack names the frames the trace had inlined.
function deepest(x) { return x.notAFunction(); }
function middle(x) { return deepest(x) + 1; }
function outer(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += middle(i === n - 1 ? {} : { notAFunction() { return 1; } });
    return sum;
}
let stack = "";
try { outer(300); } catch (e) { stack = String(e.stack); }
shouldBe(/deepest/.test(stack) && /middle/.test(stack) && /outer/.test(stack), true, "stack: " + stack);

// Values held across calls that collect: objects made in the loop, read after the call.
function survivors(n) {
    let sum = 0;
    const kept = [];
    for (let i = 0; i < n; i++) {
        const o = { a: i, b: [i, i + 1] };
        const s = "s" + i;
        JSON.stringify({ big: new Array(50).fill(s) }); // allocates, may collect
        sum += o.a + o.b[1] + s.length;
        if (i % 50 === 0) kept.push(o);
    }
    for (const o of kept) sum += o.b[0];
    return sum;
}
{
    let sum = 0;
    for (let i = 0; i < 2000; i++) sum += 2 * i + 1 + ("s" + i).length + (i % 50 === 0 ? i : 0);
    shouldBe(survivors(2000), sum);
}

// A callback that runs a loop of its own (another trace, run below this one's call) and
// calls back into the same function.
function sumTo(n) {
    let s = 0;
    for (let i = 0; i < n; i++) s += i;
    return s;
}
function nested(n, depth) {
    let total = 0;
    const values = [1, 2, 3];
    for (let i = 0; i < n; i++) {
        total += values.reduce((acc, v) => acc + v * sumTo(i % 10), 0);
        if (depth > 0 && i % 50 === 0) total += nested(60, depth - 1);
    }
    return total;
}
function nestedExpected(n, depth) {
    let total = 0;
    for (let i = 0; i < n; i++) {
        total += 6 * ((i % 10) * ((i % 10) - 1) / 2);
        if (depth > 0 && i % 50 === 0) total += nestedExpected(60, depth - 1);
    }
    return total;
}
shouldBe(nested(400, 2), nestedExpected(400, 2));

// A call that changes the shape of an object the trace reads: the trace checks its
// structure again after the call.
function reshaped(n) {
    const o = { x: 1, y: 2 };
    let sum = 0;
    const reshape = [function (i) { if (i === 150) { delete o.x; o.z = 5; o.x = 10; } }][0];
    for (let i = 0; i < n; i++) {
        sum += o.x;
        [i].forEach(reshape);
        sum += o.x + o.y;
    }
    return sum;
}
// Before the change 1 + 1 + 2; at it 1 + 10 + 2; after it 10 + 10 + 2.
shouldBe(reshaped(300), 150 * 4 + 13 + 149 * 22);
