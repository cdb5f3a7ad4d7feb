// Natives the builtins call quiet (`vm::tier::NativeEffect`: String, Number and Math
// functions on primitives, Map and Set methods) let a trace keep what it loaded and
// guarded across the call. Everything that would make one of them run JavaScript or change
// what the trace reads must still be seen: an object operand whose conversion writes a
// property, a replaced native, a throw, a collection in the middle.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A load forwarded across quiet calls still reads the right field.
function forwarded(o, s, n) {
    let sum = 0;
    for (let i = 0; i < n; i++)
        sum += o.a + s.indexOf("c", i % 3) + Math.max(i, 0.5) + s.charAt(i % 4).length + o.a;
    return sum;
}
shouldBe(forwarded({ a: 3 }, "abcd", 1000), 6 * 1000 + 2 * 1000 + 999 * 1000 / 2 + 0.5 + 1000);

// An object argument converts through its own toString, which writes the field the trace
// loaded before the call: after a few hundred iterations it starts to.
function objectArgument(o, n) {
    let sum = 0;
    const needle = { toString() { if (o.count++ > 300) o.a = 10; return "b"; } };
    for (let i = 0; i < n; i++) {
        const before = o.a;
        const at = "abc".indexOf(i < 200 ? "b" : needle);
        sum += before + at + o.a;
    }
    return sum;
}
{
    const o = { a: 1, count: 0 };
    let expected = 0, a = 1, count = 0;
    for (let i = 0; i < 1000; i++) {
        const before = a;
        if (i >= 200 && count++ > 300) a = 10;
        expected += before + 1 + a;
    }
    shouldBe(objectArgument(o, 1000), expected);
}

// A String object as the receiver converts through String.prototype.toString, which a
// program may replace.
function wrapperReceiver(s, o, n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const before = o.a;
        sum += before + s.indexOf("z") + o.a;
    }
    return sum;
}
{
    const o = { a: 1 };
    shouldBe(wrapperReceiver("xyz", o, 500), 500 * 4);
    const saved = String.prototype.toString;
    String.prototype.toString = function () { o.a++; return "zz"; };
    // Each call converts the receiver, which adds one to o.a and finds "z" at 0.
    let expected = 0;
    for (let a = 1; a <= 500; a++) expected += a + 0 + (a + 1);
    shouldBe(wrapperReceiver(new String("xyz"), o, 500), expected, "a String object");
    String.prototype.toString = saved;
}

// A native replaced in the middle of the loop by one that writes the loaded field.
function replaced(o, n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        if (i === 600) Math.abs = function (x) { o.a += 1; return x; };
        sum += o.a + Math.abs(-1) + o.a;
    }
    return sum;
}
{
    const saved = Math.abs;
    let expected = 0, a = 1;
    for (let i = 0; i < 1000; i++) {
        if (i < 600) expected += a + 1 + a;
        else { const before = a; a++; expected += before - 1 + a; }
    }
    shouldBe(replaced({ a: 1 }, 1000), expected);
    Math.abs = saved;
}

// A quiet native that throws on one iteration: the loop's state up to there is kept.
function throwing(n) {
    const state = { done: 0 };
    try {
        for (let i = 0; i < n; i++) {
            state.done += "ab".repeat(i === 700 ? -1 : 1).length;
        }
    } catch (e) {
        return state.done * 10 + (e instanceof RangeError ? 1 : 0);
    }
    return -1;
}
shouldBe(throwing(1000), 700 * 2 * 10 + 1);

// A symbol converted to a string throws a TypeError from inside the call.
function symbolArgument(values) {
    let found = 0;
    try {
        for (const v of values) found += "abc".indexOf(v) + 1;
    } catch (e) {
        return found * 10 + (e instanceof TypeError ? 1 : 0);
    }
    return -1;
}
{
    const values = [];
    for (let i = 0; i < 900; i++) values.push(i % 2 ? "b" : "c");
    values.push(Symbol("x"));
    shouldBe(symbolArgument(values), (450 * 2 + 450 * 3) * 10 + 1);
}

// Maps and Sets with object keys, their values read across calls that grow the table
// (and collect: the strings each iteration makes are garbage soon).
function collections(n) {
    const keys = [];
    for (let i = 0; i < 16; i++) keys.push({ id: i });
    const m = new Map();
    const s = new Set();
    const o = { bias: 7 };
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const key = keys[i & 15];
        m.set(key, (m.get(key) || 0) + o.bias);
        s.add("s" + (i % 50));
        sum += o.bias + (s.has("s" + (i % 60)) ? 1 : 0) + (m.has(key) ? 2 : 0) + o.bias;
        if (i % 97 === 0) m.delete(keys[(i >> 4) & 15]);
    }
    let total = 0;
    for (const v of m.values()) total += v;
    return [sum, total, m.size, s.size].join(",");
}
{
    const expected = (() => {
        const m = new Map(), s = new Set();
        let sum = 0;
        for (let i = 0; i < 3000; i++) {
            const key = i & 15;
            m.set(key, (m.get(key) || 0) + 7);
            s.add(i % 50);
            sum += 7 + (s.has(i % 60) ? 1 : 0) + 2 + 7;
            if (i % 97 === 0) m.delete((i >> 4) & 15);
        }
        let total = 0;
        for (const v of m.values()) total += v;
        return [sum, total, m.size, s.size].join(",");
    })();
    shouldBe(collections(3000), expected);
}

// Strings made by quiet natives, kept across the calls that follow.
function strings(n) {
    const parts = [];
    let last = "";
    for (let i = 0; i < n; i++) {
        const piece = String.fromCharCode(97 + (i % 26)).toUpperCase() + (i * 0.5).toFixed(1);
        last = piece.slice(1).padStart(8, "-");
        if (i % 100 === 0) parts.push(piece);
    }
    return parts.join("") + last;
}
{
    let parts = "", last = "";
    for (let i = 0; i < 2000; i++) {
        const piece = String.fromCharCode(65 + (i % 26)) + (i * 0.5).toFixed(1);
        last = ("--------" + piece.slice(1)).slice(-Math.max(8, piece.length - 1));
        if (i % 100 === 0) parts += piece;
    }
    shouldBe(strings(2000), parts + last);
}
