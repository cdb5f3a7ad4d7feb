function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// throw(e) resumes the generator by throwing at the paused yield.
function* gen() {
    try {
        yield 1;
    } catch (e) {
        yield "caught " + e;
    }
    yield "after";
}
var g = gen();
g.next();
shouldBe(g.throw("err").value, "caught err");
shouldBe(g.next().value, "after");
shouldBe(g.next().done, true);

// An uncaught throw() propagates to the caller and finishes the generator.
function* noCatch() { yield 1; yield 2; }
var n = noCatch();
n.next();
shouldThrow(() => n.throw(new TypeError()), TypeError);
shouldBe(n.next().done, true);

// throw() on a fresh generator throws without running the body.
var ran = false;
function* fresh() { ran = true; try { yield 1; } catch (e) { return "caught"; } }
var f = fresh();
shouldThrow(() => f.throw(new RangeError()), RangeError);
shouldBe(ran, false);
shouldBe(f.next().done, true);

// throw() on a completed generator throws the value.
var done = noCatch();
[...done];
shouldThrow(() => done.throw(new SyntaxError()), SyntaxError);

// Generator handles a throw and returns.
function* recover() {
    try { yield 1; } catch (e) { return "recovered from " + e; }
}
var r = recover();
r.next();
var res = r.throw("x");
shouldBe(res.value, "recovered from x");
shouldBe(res.done, true);
