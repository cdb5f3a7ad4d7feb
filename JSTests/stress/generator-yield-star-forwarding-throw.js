function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// yield* forwards throw() to the inner iterator.
var log = [];
function* inner() {
    try {
        yield 1;
    } catch (e) {
        log.push("inner caught " + e);
        yield "recovered";
    }
}
function* outer() { yield* inner(); yield "outer"; }
var g = outer();
g.next();
shouldBe(g.throw("x").value, "recovered");
shouldBe(log.join(), "inner caught x");
shouldBe(g.next().value, "outer");

// If the inner iterator has no throw method, the delegation closes it and throws TypeError.
var closed = false;
var noThrow = {
    [Symbol.iterator]() { return this; },
    next() { return { value: 1, done: false }; },
    return() { closed = true; return {}; },
};
function* delegating() { yield* noThrow; }
var d = delegating();
d.next();
shouldThrow(() => d.throw(new Error("ignored")), TypeError);
shouldBe(closed, true);

// An uncaught throw in the inner generator propagates out of the outer one.
function* innerNoCatch() { yield 1; }
function* outerCatches() {
    try {
        yield* innerNoCatch();
    } catch (e) {
        yield "outer caught " + e;
    }
}
var oc = outerCatches();
oc.next();
shouldBe(oc.throw("boom").value, "outer caught boom");
