//@ gcStressEvery(500)
// Node 20 takes exponential time here even with
// --enable-experimental-regexp-engine-on-excessive-backtracks (V8's linear-time engine
// takes no i, u or v flag); the expected values were checked on node with N = 20.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function describe(s) {
    return s.length > 24 ? JSON.stringify(s.slice(0, 12)) + "... (" + s.length + " chars)" : JSON.stringify(s);
}
// Runs re.exec(input) and compares the result with an array of expected strings (or null).
function shouldExec(re, input, expected, index) {
    const message = String(re) + ".exec(" + describe(input) + ")";
    const result = re.exec(input);
    if (expected === null) {
        shouldBe(result, null, message);
        return;
    }
    if (result === null)
        throw new Error(message + ": expected a match but got null");
    shouldBe(result.length, expected.length, message + ".length");
    for (let i = 0; i < expected.length; i++)
        shouldBe(result[i], expected[i], message + "[" + i + "]");
    if (index !== undefined)
        shouldBe(result.index, index, message + ".index");
}
function harmless() {
    shouldExec(/b+c/i, "aBbBcd", ["BbBc"], 1);
    shouldExec(/\p{Lu}+/u, "abcDEF", ["DEF"], 3);
}
const N = 20000;
const a = (n) => "a".repeat(n);

// The searches of regexp-exponential-alternation.js under the other flags: case-insensitive
// (ASCII, Latin-1 and beyond), Unicode (code points, properties, sets), sticky, global,
// multiline, dotAll, indices and named groups. All give the answer quickly; none has a back
// reference or a lookaround, so none may give up.

// Inputs that do not match.
const failing = [
    [/(a|A)*b/i, a(N)],
    [/(?:[a-z]|[A-Z])+!/i, "aB".repeat(N / 2)],
    [/(é|É)*x/i, "é".repeat(N)],
    [/(ÿ|Ÿ)*x/i, "ÿŸ".repeat(N / 2)],
    [/(λ|Λ)*x/iu, "λ".repeat(N)],
    [/(k|\u212A)*x/iu, "K".repeat(N)],
    [/(\u{1F600}|\u{1F600})*x/u, "\u{1F600}".repeat(N)],
    [/(.|\p{L})*x/u, "\u0436".repeat(N)],
    [/(\p{L}+)+x/u, "\u4E2D".repeat(N)],
    [/([\p{L}--[b]]+)+b/v, a(N)],
    [/([\p{L}&&\p{ASCII}]|a)*!/v, a(N)],
    [/(.+)+!/s, "a\n".repeat(N / 2)],
    [/^(a+)+$/m, (a(99) + "!\n").repeat(N / 100)],
    [/(?<run>a+)+b/, a(N)],
    [/(a|a)*b/d, a(N)],
    [/(\w+\s?)+$/iu, "Word ".repeat(N / 5) + "!"],
];
for (const [re, input] of failing) {
    shouldExec(re, input, null);
    harmless();
}

// Sticky and global searches that fail reset lastIndex.
const sticky = /(a+)+b/y;
sticky.lastIndex = 5;
shouldExec(sticky, a(N), null);
shouldBe(sticky.lastIndex, 0);
const global = /(a|A)*b/gi;
global.lastIndex = 7;
shouldExec(global, a(N), null);
shouldBe(global.lastIndex, 0);
shouldBe(a(N).replace(/(é|É)*x/gi, "-"), a(N));
shouldBe(("é".repeat(N)).replace(/(é|É)*x/gi, "-"), "é".repeat(N));
shouldBe(("\u{1F600}".repeat(N)).match(/(\u{1F600}|\u{1F600})*x/gu), null);
harmless();

// Matches that succeed keep their captures, indices and named groups.
shouldExec(/(a|A)*b/i, "aA".repeat(20) + "B", ["aA".repeat(20) + "B", "A"], 0);
shouldExec(/(é|É)*x/i, "éÉ".repeat(10) + "X", ["éÉ".repeat(10) + "X", "É"], 0);
shouldExec(/(ÿ|Ÿ)*x/i, "ÿŸ".repeat(10) + "X", ["ÿŸ".repeat(10) + "X", "Ÿ"], 0);
shouldExec(/(λ|Λ)*x/iu, "λΛ".repeat(10) + "X", ["λΛ".repeat(10) + "X", "Λ"], 0);
shouldExec(/(k|\u212A)*x/iu, "kK\u212A".repeat(10) + "x", ["kK\u212A".repeat(10) + "x", "\u212A"], 0);
shouldExec(/(\u{1F600}|\u{1F600})*x/u, "\u{1F600}".repeat(10) + "x", ["\u{1F600}".repeat(10) + "x", "\u{1F600}"], 0);
shouldExec(/(\p{L}+)+x/u, "\u4E2D".repeat(30) + "x", ["\u4E2D".repeat(30) + "x", "\u4E2D".repeat(30)], 0);
shouldExec(/(.+)+!/s, "a\n".repeat(15) + "!", ["a\n".repeat(15) + "!", "a\n".repeat(15)], 0);
shouldExec(/^(a+)+$/m, a(30) + "!\n" + a(5), [a(5), a(5)], 32);
const named = /(?<run>a+)+b/.exec(a(30) + "b");
shouldBe(named.groups.run, a(30));
const withIndices = /(a+)+b/d.exec("c" + a(20) + "b");
shouldBe(withIndices.indices[0].join(), "1,22");
shouldBe(withIndices.indices[1].join(), "1,21");
sticky.lastIndex = 3;
shouldExec(sticky, "xxx" + a(20) + "b", [a(20) + "b", a(20)], 3);
shouldBe(sticky.lastIndex, 24);
// A match after a long run of failed starts.
shouldExec(/(a|A)*b/i, a(N) + "!aAb", ["aAb", "A"], N + 1);
shouldExec(/(λ|Λ)*x/iu, "λ".repeat(N) + "!ΛX", ["ΛX", "Λ"], N + 1);
shouldExec(/(\u{1F600}|\u{1F600})*x/u, "\u{1F600}".repeat(N) + "!\u{1F600}x", ["\u{1F600}x", "\u{1F600}"], 2 * N + 1);
shouldBe((a(N) + "!aaB").replace(/(a|A)*b/gi, "[$1]"), a(N) + "![a]");
harmless();
