// Patterns whose backtracking could run for minutes get their answer quickly: past its
// budget of backtracks the search is taken over by the linear-time engine, which finds
// the same match. Ordinary patterns are unaffected. (node spends minutes on several.)
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
var hostile = [
    [/(a+)+$/, "a".repeat(40) + "b", false],
    [/(a|aa)+$/, "a".repeat(60) + "b", false],
    // `(…)*$` matches empty at the very end.
    [/(\w+\s?)*$/, "word ".repeat(40) + "!", true],
    [/^(\w+\s?)*$/, "word ".repeat(40) + "!", false],
    [/^(([a-z])+.)+[A-Z]([a-z])+$/, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", false],
    [/(x+x+)+y/, "x".repeat(50), false],
    [/(.*a){25}/, "a".repeat(40), true],
    [/(.*a){25}b/, "a".repeat(40), false],
    [/(a*)*b/, "a".repeat(5000), false],
];
for (var [re, input, expected] of hostile)
    shouldBe(re.test(input), expected, String(re));
shouldBe(/(a+)+$/.exec("a".repeat(40) + "b" + "a".repeat(40))[1].length, 40);
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
