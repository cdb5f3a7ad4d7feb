function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Overflowing the stack repeatedly, catching each time, at different depths.
function recurse(n) { return recurse(n + 1) + 1; }
var caughtCount = 0;
for (var i = 0; i < 5; i++) {
    try {
        recurse(0);
    } catch (e) {
        if (e instanceof RangeError) caughtCount++;
    }
}
shouldBe(caughtCount, 5);

// Overflow starting from inside a moderately deep call stack.
function nest(depth) {
    if (depth > 0) return nest(depth - 1);
    try { recurse(0); } catch (e) { return e instanceof RangeError; }
    return false;
}
shouldBe(nest(100), true);

// The finally blocks in the recursion chain do not break recovery.
var finallyRuns = 0;
function withFinally() {
    try { return withFinally(); } finally { finallyRuns++; }
}
try { withFinally(); } catch (e) { shouldBe(e instanceof RangeError, true); }
shouldBe(finallyRuns > 0, true);

// Catching inside the recursion at every level.
var depthReached = 0;
function catchEverywhere(n) {
    depthReached = n;
    try { return catchEverywhere(n + 1); } catch (e) { return n; }
}
var result = catchEverywhere(0);
shouldBe(typeof result, "number");
shouldBe(result <= depthReached, true);
