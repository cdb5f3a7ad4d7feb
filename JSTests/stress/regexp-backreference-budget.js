//@ gcStressEvery(500)
// Node 20 takes exponential time on the runaway searches here (it has no budget, and its
// linear-time fallback takes no back reference or lookaround); the expected values were
// checked on node with RUNAWAY = 18.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function describe(s) {
    return s.length > 24 ? JSON.stringify(s.slice(0, 12)) + "... (" + s.length + " chars)" : JSON.stringify(s);
}
// Compares a match result with an array of expected strings (or null).
function shouldMatch(result, expected, index, message) {
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
// A search whose answer is cheap to find: it must be given.
function shouldExec(re, input, expected, index) {
    shouldMatch(re.exec(input), expected, index, String(re) + ".exec(" + describe(input) + ")");
}
// A search whose answer takes exponential time to find: the engine may give the answer
// or give up with a RangeError, which the program catches. Returns whether it gave up.
function shouldExecOrGiveUp(re, input, expected, index) {
    const message = String(re) + ".exec(" + describe(input) + ")";
    let result;
    try {
        result = re.exec(input);
    } catch (error) {
        if (!(error instanceof RangeError))
            throw new Error(message + ": expected the answer or a RangeError but got " + error);
        return true;
    }
    shouldMatch(result, expected, index, message);
    return false;
}
function shouldAnswerOrGiveUp(fn, expected, message) {
    let result;
    try {
        result = fn();
    } catch (error) {
        if (!(error instanceof RangeError))
            throw new Error(message + ": expected the answer or a RangeError but got " + error);
        return true;
    }
    shouldBe(result, expected, message);
    return false;
}
function harmless() {
    shouldExec(/b+c/, "abbbcd", ["bbbc"], 1);
    shouldExec(/(\w)\1/, "abccd", ["cc", "c"], 2);
    shouldBe("x-y-z".replace(/-/g, "+"), "x+y+z");
}
const a = (n) => "a".repeat(n);
const RUNAWAY = 40;       // 2^40 ways to fail: no engine finishes without giving up
const LONG = 100000;

// Back references (and lookarounds) have no linear-time form: a search that would take
// exponential time may end with a RangeError, on the calling thread, which catch catches;
// the engine then works as before. Searches whose answer is cheap are answered, however
// long the input.

// Runaway searches with a back reference: null, or a RangeError.
shouldExecOrGiveUp(/(a|a)*\1b/, a(RUNAWAY), null);
harmless();
shouldExecOrGiveUp(/^(a+)+\1$/, a(RUNAWAY) + "b", null);
harmless();
shouldExecOrGiveUp(/(?<x>a|a)*\k<x>b/, a(RUNAWAY), null);
shouldExecOrGiveUp(/(a+)+\1b/, a(RUNAWAY), null);
shouldExecOrGiveUp(/(a|a)*\1b/, a(LONG), null);
shouldExecOrGiveUp(/(a|A)*\1b/i, a(RUNAWAY), null);
shouldExecOrGiveUp(/(\u{1F600}|\u{1F600})*\1x/u, "\u{1F600}".repeat(RUNAWAY), null);
// A match that exists, but only after runaway failures at the earlier starts.
shouldExecOrGiveUp(/(a|a)*\1b/, a(RUNAWAY) + "caab", ["aab", "a"], RUNAWAY + 1);
harmless();

// Runaway searches with a lookaround instead.
shouldExecOrGiveUp(/(?=(a+)+b)/, a(RUNAWAY), null);
shouldExecOrGiveUp(/(?!(a|a)*b)x/, a(RUNAWAY) + "x", ["x", undefined], RUNAWAY);
shouldExecOrGiveUp(/(?<=b(a|a)*)c/, a(RUNAWAY) + "c", null);
harmless();

// Through the string methods: the answer or a RangeError.
shouldAnswerOrGiveUp(() => a(RUNAWAY).replace(/(a|a)*\1b/g, "x"), a(RUNAWAY), "replace");
shouldAnswerOrGiveUp(() => a(RUNAWAY).match(/(a|a)*\1b/g), null, "match");
shouldAnswerOrGiveUp(() => a(RUNAWAY).search(/(a+)+\1b/), -1, "search");
shouldAnswerOrGiveUp(() => a(RUNAWAY).split(/(a|a)*\1b/).length, 1, "split");
shouldAnswerOrGiveUp(() => [...a(RUNAWAY).matchAll(/(a|a)*\1b/g)].length, 0, "matchAll");
shouldAnswerOrGiveUp(() => /(a|a)*\1b/.test(a(RUNAWAY)), false, "test");
harmless();

// The same RegExp objects answer cheap searches afterwards: giving up leaves no state.
const runaway = /(a|a)*\1b/g;
shouldExecOrGiveUp(runaway, a(RUNAWAY), null);
runaway.lastIndex = 0;
shouldExec(runaway, "aaab", ["aaab", "a"], 0);
shouldBe(runaway.lastIndex, 4);
runaway.lastIndex = 0;

// Cheap answers with the same patterns: the first paths tried succeed.
shouldExec(/(a|a)*\1b/, a(RUNAWAY) + "b", [a(RUNAWAY) + "b", "a"], 0);
shouldExec(/^(a+)+\1$/, a(RUNAWAY), [a(RUNAWAY), "a"], 0);
shouldExec(/^(a+)+\1$/, a(RUNAWAY + 1), [a(RUNAWAY + 1), "a"], 0);
shouldExec(/(a+)+\1b/, a(RUNAWAY) + "b", [a(RUNAWAY) + "b", "a"], 0);
shouldExec(/(?<x>a|a)*\k<x>b/, a(RUNAWAY) + "b", [a(RUNAWAY) + "b", "a"], 0);
shouldExec(/(a|a)*\1b/, a(10000) + "b", [a(10000) + "b", "a"], 0);
shouldExec(/(a+)+\1b/, a(10000) + "b", [a(10000) + "b", "a"], 0);
shouldExec(/(?=(a+)+b)a/, a(20) + "b", ["a", a(20)], 0);
shouldExec(/(?!(a|a)*b)x/, "x", ["x", undefined], 0);
shouldExec(/(?<=b(a|a)*)c/, "b" + a(16) + "c", ["c", "a"], 17);
shouldExec(/(?<=(a|a)*)c/, a(16) + "c", ["c", "a"], 16);
shouldExec(/(?<=(a+)+)b/, a(30) + "b", ["b", a(30)], 30);
shouldExec(/(a|A)*\1b/i, "aA".repeat(10) + "aB", ["aA".repeat(10) + "aB", "A"], 0);

// Long searches with a back reference whose total work is linear or small: answered.
shouldExec(/(\w)\1/, "abcdefghij".repeat(LONG / 10), null);
shouldExec(/(\w)\1/, "abcdefghij".repeat(LONG / 10) + "zz", ["zz", "z"], LONG);
let words = [];
for (let i = 0; i < LONG / 10; i++) words.push("w" + i);
const text = words.join(" ");
shouldExec(/\b(\w+) \1\b/, text, null);
shouldExec(/\b(\w+) \1\b/, text + " w9999", ["w9999 w9999", "w9999"], text.length - 5);
shouldExec(/^(\w+)\s+\1(?:\s+\1)*$/, "foo foo foo", ["foo foo foo", "foo"], 0);
shouldExec(/^(aa+)\1+$/, a(35), [a(35), "aaaaaaa"], 0);
shouldExec(/^(aa+)\1+$/, a(37), null);
shouldExec(/(a*)\1*b/, a(30) + "b", [a(30) + "b", a(30)], 0);
shouldBe(("ab".repeat(LONG / 2)).replace(/(a)\1|(b)\2/g, "-"), "ab".repeat(LONG / 2));
harmless();

// Giving up inside a callback of another search: the outer search goes on.
let gaveUp = 0;
shouldBe("x1y2z".replace(/\d/g, (digit) => {
    try {
        /(a|a)*\1b/.exec(a(RUNAWAY));
    } catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        gaveUp++;
    }
    return "<" + digit + ">";
}), "x<1>y<2>z");
shouldBe(gaveUp === 0 || gaveUp === 2, true);

// Many runaway searches in a row do not wear the engine out.
for (let i = 0; i < 3; i++) {
    shouldExecOrGiveUp(/(a|a)*\1b/, a(RUNAWAY + i), null);
    shouldExecOrGiveUp(/(?=(a+)+b)/, a(RUNAWAY + i), null);
    harmless();
}
shouldExec(/(a+)+\1b/, a(100) + "b", [a(100) + "b", "a"], 0);
