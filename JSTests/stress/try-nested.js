function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Nested try statements: inner catch handles, outer doesn't see it.
var log = [];
try {
    try {
        throw new TypeError("inner");
    } catch (e) {
        log.push("inner catch " + (e instanceof TypeError));
    } finally {
        log.push("inner finally");
    }
    log.push("after inner");
} catch (e) {
    log.push("outer catch");
} finally {
    log.push("outer finally");
}
shouldBe(log.join(), "inner catch true,inner finally,after inner,outer finally");

// Inner try without catch: exception goes to outer after inner finally.
log = [];
try {
    try {
        throw new RangeError();
    } finally {
        log.push("inner finally");
    }
} catch (e) {
    log.push("outer catch " + (e instanceof RangeError));
}
shouldBe(log.join(), "inner finally,outer catch true");

// Exceptions thrown across function boundaries.
function thrower(depth) {
    if (depth === 0) throw new SyntaxError("deep");
    try {
        thrower(depth - 1);
    } finally {
        log.push("unwind " + depth);
    }
}
log = [];
shouldThrow(() => thrower(3), SyntaxError);
shouldBe(log.join(), "unwind 1,unwind 2,unwind 3");

// Try inside a catch block.
var result;
try {
    throw 1;
} catch (a) {
    try {
        throw a + 1;
    } catch (b) {
        result = b;
    }
}
shouldBe(result, 2);

// A deep nest of try/finally in a loop.
var count = 0;
for (var i = 0; i < 100; i++) {
    try { try { try { if (i % 2) throw i; } finally { count++; } } catch (x) { count++; } } finally { count++; }
}
shouldBe(count, 250);
