// String length and charCodeAt in traced loops: Latin-1 and two-byte strings, ropes,
// indices out of bounds (NaN), String objects, and a replaced charCodeAt.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function hash(s) {
    let h = 0;
    for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
    return h;
}
function slowHash(s) {
    let h = 0;
    for (const c of s) {
        for (let k = 0; k < c.length; k++) h = (Math.imul(h, 31) + c.codePointAt(k) % 65536) | 0;
    }
    return h;
}

let latin1 = "";
for (let i = 0; i < 300; i++) latin1 += String.fromCharCode(32 + (i * 7) % 200);
const twoByte = latin1 + "\u20ac\u4e2d\uffff";
shouldBe(hash(latin1), slowHash(latin1), "latin1");
shouldBe(hash(twoByte), slowHash(twoByte), "two-byte");

// A rope (concatenation not flattened yet) and its flattening mid-loop.
function codesOfRope(a, b, n) {
    let sum = 0;
    const rope = a + b;
    for (let i = 0; i < n; i++) sum += rope.charCodeAt(i % rope.length);
    return sum;
}
shouldBe(codesOfRope("abc".repeat(40), "xyz".repeat(40), 2400), 10 * (40 * (97 + 98 + 99) + 40 * (120 + 121 + 122)));

// Past the end: NaN.
function codesPast(s, n) {
    let nans = 0;
    for (let i = 0; i < n; i++) if (s.charCodeAt(i) !== s.charCodeAt(i)) nans++;
    return nans;
}
shouldBe(codesPast("hello", 200), 195);

// Lengths of strings of several kinds, then of String objects and arrays at the same site.
function totalLength(values, n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[i % values.length].length;
    return sum;
}
shouldBe(totalLength(["", "a", "bb", twoByte], 4000), 1000 * (0 + 1 + 2 + twoByte.length));
shouldBe(totalLength(["ab", new String("abc")], 4000), 2000 * 5);
shouldBe(totalLength(["ab", [1, 2, 3, 4]], 4000), 2000 * 6);

// charCodeAt replaced on String.prototype mid-loop.
function codesWhileReplacing(s, n, at) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        if (i === at) String.prototype.charCodeAt = function () { return 1; };
        sum += s.charCodeAt(0);
    }
    return sum;
}
const original = String.prototype.charCodeAt;
shouldBe(codesWhileReplacing("A", 1000, 600), 600 * 65 + 400);
String.prototype.charCodeAt = original;
