// A runaway match is abandoned after its deadline but may go on running on its worker:
// later ambiguous matches that end quickly get their answers from another worker rather
// than an error. (node has no guard: the runaway below takes it minutes.)
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error(message + ": expected " + String(expected) + " but got " + String(actual));
}
let caught = null;
try {
    /(a+)+b/.test("a".repeat(60));
} catch (e) {
    caught = e;
}
shouldBe(caught instanceof RangeError, true, "the runaway ends as a RangeError");
shouldBe(/(a+)+c/.test("a".repeat(18)), false, "a bounded ambiguous match after the runaway");
shouldBe(/(a|aa)+$/.exec("a".repeat(30))[0].length, 30, "another one");
shouldBe(/(x+x+)+y/.test("x".repeat(12) + "y"), true, "and one that matches");
