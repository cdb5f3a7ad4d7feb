function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Calling next() on a generator that is currently running throws TypeError.
var g;
function* gen() {
    var err = null;
    try {
        g.next();
    } catch (e) {
        err = e;
    }
    yield err;
}
g = gen();
var result = g.next().value;
shouldBe(result instanceof TypeError, true);

// Same for return() and throw() while running.
var h;
function* gen2() {
    var errors = [];
    try { h.return(); } catch (e) { errors.push(e instanceof TypeError); }
    try { h.throw(new Error()); } catch (e) { errors.push(e instanceof TypeError); }
    yield errors.join();
}
h = gen2();
shouldBe(h.next().value, "true,true");

// The generator remains usable afterwards.
shouldBe(h.next().done, true);

// An uncaught re-entrancy error ends the generator.
var k;
function* gen3() { k.next(); yield "unreachable"; }
k = gen3();
shouldThrow(() => k.next(), TypeError);
shouldBe(k.next().done, true);
