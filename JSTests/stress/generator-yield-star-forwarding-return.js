function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// yield* forwards return() to the inner iterator and finishes the outer generator.
var log = [];
function* inner() {
    try {
        yield 1;
        yield 2;
    } finally {
        log.push("inner finally");
    }
}
function* outer() {
    try {
        yield* inner();
    } finally {
        log.push("outer finally");
    }
}
var g = outer();
g.next();
var r = g.return("stop");
shouldBe(r.value, "stop");
shouldBe(r.done, true);
shouldBe(log.join(), "inner finally,outer finally");

// An inner iterator without return: the outer still returns.
var plain = {
    [Symbol.iterator]() { return this; },
    next() { return { value: "p", done: false }; },
};
function* delegating() { yield* plain; }
var d = delegating();
d.next();
var rd = d.return("bye");
shouldBe(rd.value, "bye");
shouldBe(rd.done, true);

// An inner return() that does not finish keeps the delegation going.
var stubborn = {
    [Symbol.iterator]() { return this; },
    next() { return { value: "n", done: false }; },
    return(v) { return { value: "refused " + v, done: false }; },
};
function* viaStubborn() { yield* stubborn; }
var s = viaStubborn();
s.next();
var rs = s.return("x");
shouldBe(rs.value, "refused x");
shouldBe(rs.done, false);

// An inner return() returning a non-object throws TypeError.
var badReturn = {
    [Symbol.iterator]() { return this; },
    next() { return { value: 1, done: false }; },
    return() { return 5; },
};
function* viaBad() { yield* badReturn; }
var b = viaBad();
b.next();
shouldThrow(() => b.return(), TypeError);
