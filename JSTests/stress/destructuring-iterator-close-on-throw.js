function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// If evaluating a pattern throws, the iterator is closed (errors from return() are swallowed).
var log = [];
function makeIterable(throwInReturn) {
    return {
        [Symbol.iterator]() {
            return {
                next() { log.push("next"); return { value: undefined, done: false }; },
                return() { log.push("return"); if (throwInReturn) throw new TypeError("from return"); return {}; },
            };
        },
    };
}

// Throwing default initializer.
shouldThrow(() => { var [a = (() => { throw new RangeError(); })()] = makeIterable(false); }, RangeError);
shouldBe(log.join(), "next,return");

// The original error wins over an error from return().
log = [];
shouldThrow(() => { var [a = (() => { throw new RangeError(); })()] = makeIterable(true); }, RangeError);
shouldBe(log.join(), "next,return");

// Throwing setter target in an assignment pattern.
log = [];
var target = { set x(v) { throw new SyntaxError("setter"); } };
shouldThrow(() => { [target.x] = makeIterable(false); }, SyntaxError);
shouldBe(log.join(), "next,return");

// If next() itself throws, return() is NOT called.
log = [];
var throwingNext = {
    [Symbol.iterator]() {
        return {
            next() { log.push("next"); throw new EvalError(); },
            return() { log.push("return"); return {}; },
        };
    },
};
shouldThrow(() => { var [a] = throwingNext; }, EvalError);
shouldBe(log.join(), "next");

// Error from return() propagates when the pattern completed normally.
log = [];
shouldThrow(() => { var [a] = makeIterable(true); }, TypeError);
shouldBe(log.join(), "next,return");
