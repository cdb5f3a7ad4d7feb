function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A generator that threw is completed.
function* thrower() { yield 1; throw new TypeError(); }
var t = thrower();
t.next();
shouldThrow(() => t.next(), TypeError);
var after = t.next();
shouldBe(after.done, true);
shouldBe(after.value, undefined);

// Local state is kept between resumptions.
function* counter() {
    var count = 0;
    while (true) {
        var reset = yield ++count;
        if (reset) count = 0;
    }
}
var c = counter();
c.next();
c.next();
shouldBe(c.next().value, 3);
shouldBe(c.next(true).value, 1);

// Independent generator objects from the same function have separate state.
var c1 = counter(), c2 = counter();
c1.next(); c1.next();
shouldBe(c1.next().value, 3);
shouldBe(c2.next().value, 1);
