function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Leaving a for-of loop early by break, return or labelled continue calls the iterator's return().
var log;
function makeIterable() {
    return {
        [Symbol.iterator]() {
            var i = 0;
            return {
                next() { return { value: i++, done: false }; },
                return(v) { log.push("return:" + arguments.length); return {}; },
            };
        },
    };
}

log = [];
for (var x of makeIterable()) { if (x === 2) break; }
shouldBe(log.join(), "return:0");

log = [];
(function () { for (var y of makeIterable()) return y; })();
shouldBe(log.join(), "return:0");

log = [];
outer: for (var i = 0; i < 2; i++) {
    for (var z of makeIterable()) continue outer;
}
shouldBe(log.join(), "return:0,return:0");

log = [];
outer2: for (var w of makeIterable()) {
    for (var v of makeIterable()) break outer2;
}
shouldBe(log.join(), "return:0,return:0");

// A return() result that is not an object throws TypeError on break.
var badReturn = {
    [Symbol.iterator]() {
        return { next() { return { value: 1, done: false }; }, return() { return 1; } };
    },
};
shouldThrow(() => { for (var b of badReturn) break; }, TypeError);

// A throwing return() propagates its error on break.
var throwingReturn = {
    [Symbol.iterator]() {
        return { next() { return { value: 1, done: false }; }, return() { throw new RangeError(); } };
    },
};
shouldThrow(() => { for (var t of throwingReturn) break; }, RangeError);
