function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 27.5.1 %GeneratorPrototype%.next, return and throw.
var GeneratorPrototype = Object.getPrototypeOf(function* () {}).prototype;
shouldBe(GeneratorPrototype.next.length, 1);
shouldBe(GeneratorPrototype.return.length, 1);
shouldBe(GeneratorPrototype.throw.length, 1);
shouldBe(GeneratorPrototype.throw.name, "throw");
// The receiver must be a generator.
shouldThrow(() => GeneratorPrototype.next.call({}), TypeError);
shouldThrow(() => GeneratorPrototype.return.call([].values()), TypeError);
shouldThrow(() => GeneratorPrototype.throw.call(undefined, 1), TypeError);
async function* asyncGen() {}
shouldThrow(() => GeneratorPrototype.next.call(asyncGen()), TypeError);
// next sends a value in.
function* echo() { var received = yield "first"; yield received * 2; }
var e = echo();
shouldBe(e.next("ignored").value, "first");
shouldBe(e.next(21).value, 42);
// return runs finally blocks and completes.
var cleaned = false;
function* guarded() { try { yield 1; yield 2; } finally { cleaned = true; } }
var g = guarded();
g.next();
var r = g.return("early");
shouldBe(r.value, "early");
shouldBe(r.done, true);
shouldBe(cleaned, true);
shouldBe(g.next().done, true);
// return before the start completes it without running anything.
var started = false;
function* lazy() { started = true; yield 1; }
var l = lazy();
shouldBe(l.return(5).value, 5);
shouldBe(started, false);
shouldBe(l.next().done, true);
// throw is catchable inside, and rethrown outside when not caught.
function* catcher() { try { yield 1; } catch (err) { yield "caught " + err; } }
var c = catcher();
c.next();
shouldBe(c.throw("x").value, "caught x");
var t = catcher();
shouldThrow(() => t.throw(new RangeError("before start")), RangeError);
shouldBe(t.next().done, true);
// A running generator cannot be resumed.
var self;
function* reentrant() { self.next(); yield 1; }
self = reentrant();
shouldThrow(() => self.next(), TypeError);
