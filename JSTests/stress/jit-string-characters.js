// One-character strings in traces: `s[i]`, `s.charAt(i)` and `String.fromCharCode(c)`
// come from the VM's cache of one-unit strings, and exit for what the cache does not hold
// (units past 255, a rope, an index out of bounds) or what they do not compute (a double).
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function reference(s, i) {
    return i >= 0 && i < s.length ? String.fromCodePoint(s.charCodeAt(i)) : "";
}

function indexed(s, n) {
    let out = "";
    for (let i = 0; i < n; i++) out += s[i % s.length] + s.charAt(i % (s.length + 2) - 1);
    return out;
}
function expectedIndexed(s, n) {
    let out = "";
    for (let i = 0; i < n; i++) out += reference(s, i % s.length) + reference(s, i % (s.length + 2) - 1);
    return out;
}
// Latin-1, then UTF-16 with units past 255, then a rope made in the loop's caller.
for (const s of ["hello, world", "h\u00e9llo \u03c0 \u4e16\u754c!", "ab".repeat(20) + String(Math.random()).slice(0, 1)]) {
    shouldBe(indexed(s, 600), expectedIndexed(s, 600), JSON.stringify(s));
}

// A rope: the first read flattens it in the interpreter, later ones read it in the trace.
function ropeFirst(n) {
    let total = 0;
    for (let j = 0; j < 20; j++) {
        const rope = "abc".repeat(j + 1) + "xyz" + j;
        for (let i = 0; i < n; i++) total += rope[i % rope.length] === "x" ? 1 : 0;
    }
    return total;
}
{
    let total = 0;
    for (let j = 0; j < 20; j++) {
        const rope = "abc".repeat(j + 1) + "xyz" + j;
        for (let i = 0; i < 200; i++) total += rope[i % rope.length] === "x" ? 1 : 0;
    }
    shouldBe(ropeFirst(200), total);
}

// Indices out of bounds give undefined for `s[i]` and "" for charAt.
function outOfBounds(s, n) {
    let undefineds = 0, empties = 0;
    for (let i = 0; i < n; i++) {
        const k = (i % 7) - 2;
        if (s[k] === undefined) undefineds++;
        if (s.charAt(k) === "") empties++;
    }
    return undefineds * 1000 + empties;
}
shouldBe(outOfBounds("abc", 700), 400 * 1000 + 400);

// A double index: charAt truncates it, `s[1.5]` is a missing property.
function doubleIndex(s, n) {
    let out = "";
    for (let i = 0; i < n; i++) out += s.charAt(i % 3 + 0.5) + (s[i % 3 + 0.5] === undefined ? "." : "!");
    return out;
}
shouldBe(doubleIndex("xyz", 600), "x.y.z.".repeat(200));

// fromCharCode of int32s: ToUint16 wraps them; units past 255 are made by the call.
function fromCodes(n) {
    let out = "";
    for (let i = 0; i < n; i++) out += String.fromCharCode(i * 37 % 300, 65536 + 97 + (i % 26));
    return out;
}
{
    let out = "";
    for (let i = 0; i < 1000; i++) out += String.fromCodePoint(i * 37 % 300) + String.fromCodePoint(97 + (i % 26));
    shouldBe(fromCodes(1000), out);
}
function fromCode(n) {
    let out = "";
    for (let i = 0; i < n; i++) out += String.fromCharCode((i * 7919) % 70000 - 1000);
    return out;
}
{
    let out = "";
    for (let i = 0; i < 1000; i++) out += String.fromCodePoint((((i * 7919) % 70000 - 1000) % 65536 + 65536) % 65536);
    shouldBe(fromCode(1000), out);
}

// The characters are the cache's strings: equal to those made any other way.
function same(n) {
    let count = 0;
    const s = "the quick brown fox";
    for (let i = 0; i < n; i++) {
        const c = s[i % s.length];
        if (c === String.fromCharCode(s.charCodeAt(i % s.length)) && c === s.slice(i % s.length, i % s.length + 1)) count++;
    }
    return count;
}
shouldBe(same(1000), 1000);
