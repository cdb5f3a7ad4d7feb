function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// An exception thrown from a finally block inside a generator propagates and completes the generator.
function* gen() {
    try {
        yield 1;
    } finally {
        throw new RangeError("from finally");
    }
}
var g = gen();
g.next();
shouldThrow(() => g.next(), RangeError);
shouldBe(g.next().done, true);

// Via return(): the finally's throw replaces the return.
var g2 = gen();
g2.next();
shouldThrow(() => g2.return("x"), RangeError);
shouldBe(g2.next().done, true);

// Via throw(): the finally's exception replaces the thrown one.
var g3 = gen();
g3.next();
shouldThrow(() => g3.throw(new TypeError()), RangeError);

// Via for-of break: the error from the finally propagates out of the loop.
shouldThrow(() => { for (var v of gen()) break; }, RangeError);

// The program continues normally afterwards.
function* ok() { yield "ok"; }
shouldBe(ok().next().value, "ok");
