function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Basic try/catch/finally flow.
var log = [];
try {
    log.push("try");
    throw new Error("boom");
} catch (e) {
    log.push("catch " + e.message);
} finally {
    log.push("finally");
}
shouldBe(log.join(), "try,catch boom,finally");

// finally runs when no exception is thrown.
log = [];
try { log.push("try"); } finally { log.push("finally"); }
shouldBe(log.join(), "try,finally");

// An exception thrown in catch still runs finally and propagates.
log = [];
shouldThrow(() => {
    try { throw 1; } catch (e) { log.push("catch"); throw new TypeError(); } finally { log.push("finally"); }
}, TypeError);
shouldBe(log.join(), "catch,finally");

// The catch parameter is scoped to the catch block and shadows outer names.
var e = "outer";
try { throw "inner"; } catch (e) { shouldBe(e, "inner"); }
shouldBe(e, "outer");

// A var declared in a catch block with the same name as the simple parameter is allowed
// and assigns to the catch parameter (Annex B), leaving the outer var undefined.
function annexB() {
    try { throw "thrown"; } catch (err) { var err = "assigned"; var other = err; }
    return [err, other];
}
var r = annexB();
shouldBe(r[0], undefined);
shouldBe(r[1], "assigned");

// Rethrowing preserves the object.
var original = new RangeError("x");
try {
    try { throw original; } catch (inner) { throw inner; }
} catch (outer) {
    shouldBe(outer, original);
}
