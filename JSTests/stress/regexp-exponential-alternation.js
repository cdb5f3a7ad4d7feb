//@ gcStressEvery(500)
// Node 20 takes exponential time here unless run with
// --enable-experimental-regexp-engine-on-excessive-backtracks (V8's linear-time fallback).
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
// A harmless search right after a runaway one: the engine is still usable.
function harmless() {
    shouldExec(/b+c/, "abbbcd", ["bbbc"], 1);
    shouldBe("x-y-z".replace(/-/g, "+"), "x+y+z");
}
const a = (n) => "a".repeat(n);
const N = 50000;

// Patterns whose backtracking search takes exponential time (ambiguous alternatives,
// nested quantifiers; no back references, no lookaround) give the specification's answer
// quickly, and the engine keeps working afterwards.

// Thirty alternatives in a row, no quantifier: 2^30 ways to fail at the first position.
shouldBe(new RegExp("(a|a)".repeat(30) + "b").test(a(30)), false);
harmless();
shouldBe(new RegExp("(?:a|a)".repeat(30) + "b").test(a(30)), false);
shouldBe(new RegExp("(a|a)".repeat(30) + "b").test(a(30) + "b"), true);
shouldBe(new RegExp("(a|a)".repeat(30)).exec(a(31)).length, 31);
shouldBe(new RegExp("(a|a)".repeat(30)).exec(a(31))[30], "a");
harmless();

// Nested and ambiguous quantifiers on long inputs that do not match.
const failing = [
    [/(a|a)*b/, a(N)],
    [/(a+)+b/, a(N)],
    [/(a*)*b/, a(N)],
    [/(a+)*b/, a(N)],
    [/(?:a+)+b/, a(N)],
    [/((a+)+)+b/, a(N)],
    [/(a|aa)*c/, a(N)],
    [/(a|aa|aaa)*b/, a(N)],
    [/(a|a)*?b/, a(N)],
    [/(a+?)+?b/, a(N)],
    [/(x+x+)+y/, "x".repeat(N)],
    [/^(a+)+$/, a(N) + "!"],
    [/(\w+\s?)+$/, "word ".repeat(N / 5) + "!"],
    [/(a|b|ab)*c/, "ab".repeat(N / 2)],
    [/^(([a-z])+.)+[A-Z]([a-z])+$/, "abcdefghij".repeat(N / 10) + "!"],
    [/(\d+)*\./, "1".repeat(N)],
    [/(?:a|a)*(b)/, a(N)],
    [/(.*)*b/, a(N)],
    [/([^b]*)*b/, a(N)],
];
for (const [re, input] of failing) {
    shouldExec(re, input, null);
    harmless();
}

// The same through the global methods: every start position fails.
shouldBe(a(N).replace(/(a+)+b/g, "x"), a(N));
shouldBe(a(N).match(/(a|a)*b/g), null);
shouldBe(a(N).search(/(a*)*b/), -1);
shouldBe([...a(N).matchAll(/(x+x+)+y|(a|aa)*c/g)].length, 0);
// split tries each position with a sticky matcher.
shouldBe(a(1000).split(/(a+)+b/).length, 1);
shouldBe(a(1000).split(/(a|a)*b/)[0].length, 1000);
harmless();

// Matches that succeed, on long inputs or after exponential failures, keep their captures.
shouldExec(/(a|a)*b/, a(40) + "c" + a(5) + "b", ["aaaaab", "a"], 41);
shouldExec(/(a+)+b/, a(40) + "c" + a(5) + "b", ["aaaaab", "aaaaa"], 41);
shouldExec(/(a*)*b/, a(1000) + "b", [a(1000) + "b", a(1000)], 0);
shouldExec(/(a+)+b/, a(N) + "b", [a(N) + "b", a(N)], 0);
shouldExec(/(a+)*b/, a(100) + "b", [a(100) + "b", a(100)], 0);
shouldExec(/((a+)+)+b/, a(30) + "b", [a(30) + "b", a(30), a(30)], 0);
shouldExec(/(a|aa)*c/, a(51) + "c", [a(51) + "c", "a"], 0);
shouldExec(/(a|aa)*c/, a(30) + "c", [a(30) + "c", "a"], 0);
shouldExec(/(a|ab)*c/, "ab".repeat(20) + "c", ["ab".repeat(20) + "c", "ab"], 0);
shouldExec(/(a|b|ab)*c/, "ab".repeat(20) + "c", ["ab".repeat(20) + "c", "b"], 0);
shouldExec(/(a|a)*?b/, a(30) + "b", [a(30) + "b", "a"], 0);
shouldExec(/(a+?)+?b/, a(30) + "b", [a(30) + "b", "a"], 0);
shouldExec(/(x+x+)+y/, "x".repeat(100) + "y", ["x".repeat(100) + "y", "x".repeat(100)], 0);
shouldExec(/(x+x+)+y/, "x".repeat(31) + "y", ["x".repeat(31) + "y", "x".repeat(31)], 0);
shouldExec(/(\w+\s?)+$/, "word ".repeat(1000), ["word ".repeat(1000), "word "], 0);
shouldExec(/^(([a-z])+.)+[A-Z]([a-z])+$/, "abcdefghij".repeat(3) + "Xyz", ["abcdefghij".repeat(3) + "Xyz", "abcdefghij".repeat(3), "i", "z"], 0);
shouldExec(/(\d+)*\./, "1".repeat(30) + ".", ["1".repeat(30) + ".", "1".repeat(30)], 0);
shouldExec(/(?:a|a)*(b)/, a(30) + "b", [a(30) + "b", "b"], 0);
// A match far along a long input, after every earlier start failed.
shouldExec(/(a|aa)*c/, a(N) + "b" + a(9) + "c", [a(9) + "c", "a"], N + 1);
shouldExec(/(a+)+b/, a(N) + "c" + "ab", ["ab", "a"], N + 1);
shouldBe((a(N) + "c" + a(3) + "b").replace(/(a|a)*b/g, "<$&|$1>"), a(N) + "c<aaab|a>");
harmless();

// Many runaway searches in a row do not wear the engine out.
for (let i = 0; i < 10; i++) {
    shouldExec(/(a+)+b/, a(10000 + i), null);
    shouldExec(/(a|aa)*c/, a(10000 + i) + "c", [a(10000 + i) + "c", "a"], 0);
}
harmless();
shouldBe(/^[a-z]+@[a-z]+\.[a-z]{2,}$/.test("someone@example.com"), true);
