function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A generator's return() while it is suspended inside an array pattern closes the
// pattern's iterator, once.
var closed = 0;
function iterable() {
    return {
        [Symbol.iterator]() {
            return {
                next() { return { value: undefined, done: false }; },
                return() { closed++; return {}; },
            };
        },
    };
}
function* destructure() {
    var [a = yield "in pattern", b] = iterable();
    return "finished";
}
var gen = destructure();
shouldBe(gen.next().value, "in pattern");
var result = gen.return("early");
shouldBe(result.value, "early");
shouldBe(result.done, true);
shouldBe(closed, 1);

// A throw() closes it too, and the throw goes on.
closed = 0;
gen = destructure();
gen.next();
shouldThrow(function () { gen.throw(new RangeError("stop")); }, RangeError);
shouldBe(closed, 1);

// Resumed normally, the pattern finishes and closes the unfinished iterator once.
closed = 0;
gen = destructure();
gen.next();
shouldBe(gen.next(5).value, "finished");
shouldBe(closed, 1);

// A return() that throws replaces nothing for a return completion: the throw wins.
function* throwingClose() {
    var [x = yield] = {
        [Symbol.iterator]() {
            return { next() { return { value: undefined, done: false }; }, return() { throw new EvalError("from return"); } };
        },
    };
}
gen = throwingClose();
gen.next();
shouldThrow(function () { gen.return(1); }, EvalError);
