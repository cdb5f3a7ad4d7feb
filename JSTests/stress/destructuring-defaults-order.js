function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Defaults and property reads interleave left to right.
var log = [];
var source = {
    get a() { log.push("get a"); return undefined; },
    get b() { log.push("get b"); return 2; },
};
var { a = (log.push("default a"), 1), b = (log.push("default b"), 0) } = source;
shouldBe(log.join(), "get a,default a,get b");
shouldBe(a, 1);
shouldBe(b, 2);

// Array patterns: each next() happens before that element's default.
log = [];
var iterable = {
    [Symbol.iterator]() {
        var i = 0;
        return {
            next() { log.push("next " + i); i++; return { value: undefined, done: i > 2 }; },
        };
    },
};
var [x = (log.push("default x"), "x"), y = (log.push("default y"), "y"), z = (log.push("default z"), "z")] = iterable;
shouldBe(log.join(), "next 0,default x,next 1,default y,next 2,default z");

// Later defaults see earlier bindings.
var [p = 1, q = p * 10, r = p + q] = [];
shouldBe(r, 11);

// Earlier defaults cannot see later let bindings (TDZ).
shouldThrow(() => { let [m = n, n = 1] = []; }, ReferenceError);
