// Operators the interpreter runs for a trace (`+` of strings, comparisons of strings,
// conversions) are quiet when their operands are primitives: the trace keeps its loads and
// guards across them. Each still writes its own register, read again after every call, and
// an object operand, whose valueOf or toString may write anything, is not quiet.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Several concatenations per iteration, each through the same temporary register.
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function chained(n) {
    const table = [];
    for (let i = 0; i < 64; i++) table.push(LETTERS[i]);
    let out = "";
    for (let i = 0; i < n; i++) {
        const v = (i * 2654435761) >>> 8;
        out += table[(v >> 18) & 63] + table[(v >> 12) & 63] + table[(v >> 6) & 63] + table[v & 63];
    }
    return out;
}
{
    const out = chained(2000);
    shouldBe(out.length, 8000);
    let expected = "";
    for (let i = 0; i < 2000; i++) {
        const v = (i * 2654435761) >>> 8;
        expected += LETTERS.charAt((v >> 18) & 63) + LETTERS.charAt((v >> 12) & 63) + LETTERS.charAt((v >> 6) & 63) + LETTERS.charAt(v & 63);
    }
    shouldBe(out, expected);
}

// Strings with numbers, booleans, undefined and null; comparisons of strings.
function mixed(o, n) {
    let count = 0, last = "";
    for (let i = 0; i < n; i++) {
        const key = "k" + i + (i % 3 === 0) + o.tag + undefined + null;
        if (key > last === (i > 0 && key > last)) count += o.step;
        if (key === "k7false" + o.tag + "undefinednull") count += 1000;
        last = key;
        count += o.step;
    }
    return count;
}
{
    const o = { tag: "t", step: 2 };
    let count = 0, last = "";
    for (let i = 0; i < 1500; i++) {
        const key = "k" + i + (i % 3 === 0) + "t" + "undefinednull";
        if ((key > last) === (i > 0 && key > last)) count += 2;
        if (key === "k7falsetundefinednull") count += 1000;
        last = key;
        count += 2;
    }
    shouldBe(mixed(o, 1500), count);
}

// An object operand converts through its own valueOf, which writes the field the trace
// loaded before: from some iteration on the operand is that object.
function objectOperand(o, n) {
    let sum = "";
    const boxed = { valueOf() { o.mark++; return "#"; } };
    for (let i = 0; i < n; i++) {
        const before = o.mark;
        const piece = "x" + (i < 400 ? "-" : boxed);
        sum += piece + before + o.mark;
    }
    return sum;
}
{
    let expected = "", mark = 0;
    for (let i = 0; i < 800; i++) {
        const before = mark;
        let piece;
        if (i < 400) piece = "x-";
        else { mark++; piece = "x#"; }
        expected += piece + before + mark;
    }
    shouldBe(objectOperand({ mark: 0 }, 800), expected);
}

// A symbol operand throws a TypeError from inside the call; what the loop did before
// stays done.
function symbolOperand(values, state) {
    try {
        for (const v of values) state.text += "<" + v + ">";
    } catch (e) {
        return e instanceof TypeError;
    }
    return false;
}
{
    const values = [];
    for (let i = 0; i < 700; i++) values.push(i % 2 ? "a" : i);
    values.push(Symbol("s"));
    const state = { text: "" };
    shouldBe(symbolOperand(values, state), true);
    let expected = "";
    for (let i = 0; i < 700; i++) expected += "<" + (i % 2 ? "a" : i) + ">";
    shouldBe(state.text, expected);
}

// A string that outgrows the maximum length throws a RangeError in the trace's call.
function tooLong() {
    let s = "0123456789abcdef";
    let doublings = 0;
    try {
        for (let i = 0; i < 64; i++) { s = s + s; doublings++; }
    } catch (e) {
        return (e instanceof RangeError) + ":" + (doublings > 20);
    }
    return "no error";
}
shouldBe(tooLong(), "true:true");
