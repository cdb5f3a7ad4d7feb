// A runaway match ends on the calling thread, and matches after it work as before: a
// pattern with a linear form gets its answer from the linear engine; one without (a back
// reference) ends with a RangeError a script can catch. (node takes minutes on both.)
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error(message + ": expected " + String(expected) + " but got " + String(actual));
}
shouldBe(/(a+)+b/.test("a".repeat(60)), false, "the runaway gets its answer");
let caught = null;
try {
    /(a|a)+\1b/.test("a".repeat(60));
} catch (e) {
    caught = e;
}
shouldBe(caught instanceof RangeError, true, "a runaway with a back reference ends as a RangeError");
shouldBe(/(a+)+c/.test("a".repeat(18)), false, "a bounded ambiguous match after the runaway");
shouldBe(/(a|aa)+$/.exec("a".repeat(30))[0].length, 30, "another one");
shouldBe(/(x+x+)+y/.test("x".repeat(12) + "y"), true, "and one that matches");
shouldBe(/(a)\1+b/.exec("xaaaab")[0], "aaaab", "a back reference that answers quickly");
