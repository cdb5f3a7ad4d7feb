function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Generators see this and arguments from the call; the body starts on the first next().
function* gen(a, b) {
    yield this;
    yield arguments.length;
    yield a + b;
}
var obj = { gen };
var g = obj.gen(1, 2, 3);
shouldBe(g.next().value, obj);
shouldBe(g.next().value, 3);
shouldBe(g.next().value, 3);

// Parameters with defaults are evaluated at call time, before the first next().
var log = [];
function* withDefaults(x = log.push("default")) {
    log.push("body");
    yield x;
}
var wd = withDefaults();
shouldBe(log.join(), "default");
wd.next();
shouldBe(log.join(), "default,body");

// An error in parameter initialisation throws from the call itself.
function* badDefault(x = (() => { throw new RangeError(); })()) {}
shouldThrow(() => badDefault(), RangeError);

// yield as an identifier is not allowed inside generators; it is in sloppy non-generator code.
shouldThrow(() => eval("function* g() { var yield; }"), SyntaxError);
var yieldIdentifier = eval("var yield = 5; yield");
shouldBe(yieldIdentifier, 5);
