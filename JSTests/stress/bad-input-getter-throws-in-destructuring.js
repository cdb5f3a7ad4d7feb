function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Getters that throw inside destructuring defaults and patterns; the program keeps going.
var thrower = { get boom() { throw new RangeError("boom"); } };
for (var i = 0; i < 100; i++) {
    try {
        var { a = thrower.boom } = {};
        throw new Error("not reached");
    } catch (e) {
        shouldBe(e instanceof RangeError, true);
    }
}

// Getter throwing while destructuring an array from an iterator whose next() throws late.
var calls = 0;
var flaky = {
    [Symbol.iterator]() {
        return {
            next() {
                calls++;
                if (calls === 3) throw new TypeError("next");
                return { value: calls, done: false };
            },
        };
    },
};
shouldThrow(() => { var [x, y, z] = flaky; }, TypeError);

// Parameter destructuring with a throwing getter.
function f({ boom }) { return boom; }
shouldThrow(() => f(thrower), RangeError);

// Nested defaults referencing a throwing function only when needed.
function bad() { throw new SyntaxError(); }
var { p = bad() } = { p: 1 };
shouldBe(p, 1);
shouldThrow(() => { var { q = bad() } = {}; }, SyntaxError);
