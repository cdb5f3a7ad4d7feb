function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A throw from the body calls return(), and the body's exception wins over errors from return().
var log = [];
function makeIterable(returnThrows) {
    return {
        [Symbol.iterator]() {
            return {
                next() { return { value: 1, done: false }; },
                return() {
                    log.push("return");
                    if (returnThrows) throw new RangeError("from return");
                    return {};
                },
            };
        },
    };
}
shouldThrow(() => { for (var x of makeIterable(false)) throw new TypeError(); }, TypeError);
shouldBe(log.join(), "return");

log = [];
shouldThrow(() => { for (var y of makeIterable(true)) throw new TypeError(); }, TypeError);
shouldBe(log.join(), "return");

// A return() that returns a non-object is ignored when the body threw.
var nonObj = {
    [Symbol.iterator]() {
        return { next() { return { value: 1, done: false }; }, return() { return 5; } };
    },
};
shouldThrow(() => { for (var z of nonObj) throw new SyntaxError(); }, SyntaxError);

// An exception from next() does not call return().
log = [];
var throwingNext = {
    [Symbol.iterator]() {
        return {
            next() { throw new EvalError(); },
            return() { log.push("return"); return {}; },
        };
    },
};
shouldThrow(() => { for (var n of throwingNext) {} }, EvalError);
shouldBe(log.length, 0);

// A missing return() method is fine.
var noReturn = { [Symbol.iterator]() { return { next() { return { value: 1, done: false }; } }; } };
shouldThrow(() => { for (var q of noReturn) throw new URIError(); }, URIError);
