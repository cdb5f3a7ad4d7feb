function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// toString/valueOf that throw during string concatenation propagate cleanly.
var bad = { toString() { throw new RangeError("toString"); }, valueOf() { throw new TypeError("valueOf"); } };
shouldThrow(() => "a" + bad, TypeError);
shouldThrow(() => `${bad}`, RangeError);
shouldThrow(() => String(bad), RangeError);
shouldThrow(() => [1, bad, 3].join(), RangeError);
shouldThrow(() => ({})[bad], RangeError);
shouldThrow(() => "abc".indexOf(bad), RangeError);

// In the middle of a long concatenation loop, the partial string is unaffected.
var s = "";
var thrower = { toString() { throw new EvalError(); } };
for (var i = 0; i < 100; i++) {
    try {
        s += i % 10 === 9 ? thrower : "x";
    } catch (e) {
        if (!(e instanceof EvalError)) throw e;
    }
}
shouldBe(s.length, 90);

// A throwing toString in a template literal in a loop.
var count = 0;
for (var j = 0; j < 50; j++) {
    try { `${j}${j === 25 ? thrower : ""}`; } catch (e) { count++; }
}
shouldBe(count, 1);

// Array.prototype.toString on an array containing a throwing element.
shouldThrow(() => String([[bad]]), RangeError);

// Concatenation works normally afterwards.
shouldBe("a" + { toString() { return "b"; } }, "ab");
