// A throw caught inside the trace's frames (the loop's own, or a call the trace inlined)
// is a jump to the handler, whose catch takes the value; frames above the handler's are
// left. An Error made inside inlined calls has the stack the interpreter gives it.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function thrower(x) { if (x >= 0) throw new Error("e" + (x & 7)); return x; }
function depth1(x) { return thrower(x) + 1; }
function depth2(x) { return depth1(x) + 1; }
function rethrow(x) {
    try { return depth1(x); } catch (e) { throw { code: x & 15, inner: e }; }
}
function loop(n) {
    let sum = 0, stack = "";
    for (let i = 0; i < n; i++) {
        try { throw i; } catch (v) { sum = (sum + v) | 0; }
        try { depth2(i); } catch (e) { sum = (sum + e.message.length + e.message.charCodeAt(1)) | 0; stack = e.stack; }
        try { rethrow(i); } catch (e) { sum = (sum + e.code + (e.inner instanceof Error ? 1 : 0)) | 0; }
        try { try { throw null; } finally { sum = (sum + 1) | 0; } } catch (e) { sum = (sum + (e === null ? 2 : 0)) | 0; }
        // Caught in the inlined call itself.
        sum = (sum + caughtInside(i)) | 0;
    }
    return [sum, stack];
}
function caughtInside(x) {
    try { if (x % 3 === 0) throw x; return 1; } catch (v) { return v % 7; }
}
const [sum, stack] = loop(2000);
let expected = 0;
for (let i = 0; i < 2000; i++) {
    expected = (expected + i) | 0;
    expected = (expected + 2 + 48 + (i & 7)) | 0;
    expected = (expected + (i & 15) + 1) | 0;
    expected = (expected + 3) | 0;
    expected = (expected + (i % 3 === 0 ? i % 7 : 1)) | 0;
}
shouldBe(sum, expected);
const names = stack.split("\n").slice(1, 5).map((line) => line.trim().split(" ")[1]).join(",");
shouldBe(names, "thrower,depth1,depth2,loop", stack);

// A throw that leaves the loop's frame ends the loop, in the trace as out of it.
function escaping(n) {
    let i = 0;
    for (; i < n; i++) if (i === n - 2) throw new RangeError("out at " + i);
    return i;
}
let caught = null;
try { escaping(500); } catch (e) { caught = e; }
shouldBe(caught instanceof RangeError && caught.message, "out at 498");
