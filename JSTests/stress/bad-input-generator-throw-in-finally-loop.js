function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Throwing from finally inside generators repeatedly, including while closing via for-of.
function* gen(n) {
    try {
        for (var i = 0; i < n; i++) yield i;
    } finally {
        throw new RangeError("finally");
    }
}
var caught = 0;
for (var round = 0; round < 200; round++) {
    try {
        for (var v of gen(5)) {
            if (v === 2) break;
        }
    } catch (e) {
        if (e instanceof RangeError) caught++;
    }
}
shouldBe(caught, 200);

// Exhausting the generator also hits the throwing finally.
shouldThrow(() => [...gen(3)], RangeError);

// A generator whose finally throws while handling a thrown exception.
function* doubleFault() {
    try { yield 1; } finally { throw new TypeError("from finally"); }
}
var g = doubleFault();
g.next();
shouldThrow(() => g.throw(new RangeError("original")), TypeError);
shouldBe(g.next().done, true);
