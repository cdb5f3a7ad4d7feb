// The backtracking guard: patterns whose backtracking could run for minutes end quickly
// with a RangeError or the right answer, and ordinary patterns are unaffected.
// (V8 has no such guard: node spends minutes on the first few of these.)
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function answerOrRangeError(fn, expected, message) {
    try {
        shouldBe(fn(), expected, message);
    } catch (e) {
        if (!(e instanceof RangeError)) throw e;
    }
}
var hostile = [
    [/(a+)+$/, "a".repeat(40) + "b"],
    [/(a|aa)+$/, "a".repeat(60) + "b"],
    [/(\w+\s?)*$/, "word ".repeat(40) + "!"],
    [/^(([a-z])+.)+[A-Z]([a-z])+$/, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!"],
    [/(x+x+)+y/, "x".repeat(50)],
    [/(.*a){25}/, "a".repeat(40)],
];
for (var [re, input] of hostile)
    answerOrRangeError(() => re.test(input), false, String(re));
// The error is a RangeError a script can catch, and the engine goes on working.
var caught = 0;
try { /(a*)*b/.test("a".repeat(5000)); } catch (e) { caught++; if (!(e instanceof RangeError)) throw e; }
shouldBe(/b+/.exec("abbc")[0], "bb");
// Ordinary patterns on long inputs take the ordinary path.
var text = ("lorem ipsum dolor sit amet, " + "x".repeat(50) + " 12.34.56.78\n").repeat(2000);
shouldBe(text.match(/\d+\.\d+\.\d+\.\d+/g).length, 2000);
shouldBe(text.replace(/\s+$/, "").length, text.length - 1);
shouldBe(text.split(/,\s*/).length, 2001);
shouldBe(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)$/.test("a-b-c".repeat(1000)), true);
shouldBe(/"(?:[^"\\]|\\.)*"/.exec('x"' + "ab\\\"".repeat(5000) + '"')[0].length, 20002);
// An ambiguous pattern whose match is found quickly still gets its answer on a short input.
shouldBe(/(a+)+b/.test("aaab"), true);
shouldBe(/^(\w+\s?)*$/.test("a few words"), true);
