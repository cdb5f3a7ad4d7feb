function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// When an array pattern finishes before the iterator is done, return() is called.
function makeIterable(values, log) {
    return {
        [Symbol.iterator]() {
            var i = 0;
            return {
                next() { log.push("next"); return i < values.length ? { value: values[i++], done: false } : { value: undefined, done: true }; },
                return() { log.push("return"); return {}; },
            };
        },
    };
}
var log = [];
var [a, b] = makeIterable([1, 2, 3], log);
shouldBe(a + b, 3);
shouldBe(log.join(), "next,next,return");

// Elision at the end also triggers return() when not done.
log = [];
var [c, ,] = makeIterable([1, 2, 3], log);
shouldBe(log.join(), "next,next,return");

// Empty pattern: return() is called without calling next.
log = [];
var [] = makeIterable([1], log);
shouldBe(log.join(), "return");

// When the iterator is exhausted, return() is not called.
log = [];
var [d, e, f] = makeIterable([1], log);
shouldBe(log.join(), "next,next");

// Rest consumes everything: no return().
log = [];
var [...all] = makeIterable([1, 2], log);
shouldBe(log.join(), "next,next,next");

// return() must return an object, or a TypeError is thrown.
var badReturn = {
    [Symbol.iterator]() {
        return { next() { return { value: 1, done: false }; }, return() { return 1; } };
    },
};
shouldThrow(() => { var [x] = badReturn; }, TypeError);
