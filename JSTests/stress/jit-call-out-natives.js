// Loops that call natives the trace does not compute itself: each call leaves the machine
// code through the call-out protocol (the callee, `this` and the arguments in the call
// window, the result guarded to its type afterwards). The results must be the
// interpreter's, whatever the native returns and whatever it allocates.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function popAll(n) {
    const a = [];
    for (let i = 0; i < n; i++) a.push(i);
    let sum = 0;
    while (a.length > 0) sum += a.pop();
    return sum;
}
shouldBe(popAll(3000), 3000 * 2999 / 2);

function shiftAndIndex(n) {
    const a = [];
    for (let i = 0; i < n; i++) a.push(i * 3);
    let found = 0;
    for (let i = 0; i < n; i++) found += a.indexOf(i * 3) === i ? 1 : 0;
    let first = 0;
    while (a.length > n / 2) first += a.shift();
    return found * 1000000 + first;
}
shouldBe(shiftAndIndex(400), 400 * 1000000 + 3 * (199 * 200 / 2));

// Keys deleted are never read again (reads are of i >> 1, deletes of i >> 2).
function maps(n) {
    const m = new Map();
    const s = new Set();
    let sum = 0;
    for (let i = 0; i < n; i++) {
        m.set("k" + i, i * 2);
        s.add(i % 7);
        sum += m.get("k" + (i >> 1)) + (m.has("k" + (i + 1)) ? 1000000 : 1) + (s.has(i % 11) ? 1 : 0);
        if (i % 5 === 4) m.delete("k" + (i >> 2));
    }
    return sum + m.size * 100000 + s.size;
}
let expected = 0;
const deleted = {};
for (let i = 0; i < 2000; i++) {
    expected += (i >> 1) * 2 + 1 + (i % 11 < 7 ? 1 : 0);
    if (i % 5 === 4) deleted[i >> 2] = true;
}
shouldBe(maps(2000), expected + (2000 - Object.keys(deleted).length) * 100000 + 7);

// Results of every type: strings, objects, undefined, doubles, booleans.
function mixed(n) {
    const parts = [];
    let count = 0;
    for (let i = 0; i < n; i++) {
        const s = String(i);
        const keys = Object.keys({ a: i, b: s });
        const parsed = parseInt(s + "5", 10);
        const half = Number.parseFloat("0.5");
        const missing = [1, 2, 3].find((x) => x > 5);
        if (Array.isArray(keys) && missing === undefined) count += parsed + half;
        if (i % 100 === 0) parts.push(JSON.stringify({ i, s }));
    }
    return count + ":" + parts.join("|");
}
shouldBe(
    mixed(300),
    (() => {
        let count = 0;
        const parts = [];
        for (let i = 0; i < 300; i++) {
            count += i * 10 + 5 + 0.5;
            if (i % 100 === 0) parts.push('{"i":' + i + ',"s":"' + i + '"}');
        }
        return count + ":" + parts.join("|");
    })(),
);

// Bound functions and a native called with a primitive `this`.
function bound(n) {
    const add = function (a, b) { return this.base + a + b; }.bind({ base: 100 });
    let sum = 0;
    for (let i = 0; i < n; i++) sum += add(i, 1) + "abc".charCodeAt(i % 3) + (1.5).toFixed(0).length;
    return sum;
}
shouldBe(bound(1000), 1000 * 101 + 999 * 1000 / 2 + 333 * (97 + 98 + 99) + 97 + 1000);
