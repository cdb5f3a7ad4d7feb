function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.2.3 Array.of and 23.1.2.2 Array.isArray.
shouldBe(Array.of(7).length, 1);
shouldBe(Array.of(7)[0], 7);
shouldBe(Array.of().length, 0);
shouldBe(Array.of(1, 2, 3).join(), "1,2,3");
shouldBe(Array.of.length, 0);
function C(n) { this.arg = n; }
var c = Array.of.call(C, "a", "b");
shouldBe(c instanceof C, true);
shouldBe(c.arg, 2);
shouldBe(c.length, 2);
shouldBe(c[0], "a");
shouldBe(Array.isArray(Array.of.call(undefined, 1)), true);
// A constructor whose result rejects the elements makes Array.of throw.
function Frozen() { return Object.freeze({}); }
shouldThrow(() => Array.of.call(Frozen, 1), TypeError);

shouldBe(Array.isArray([]), true);
shouldBe(Array.isArray(new Array(5)), true);
shouldBe(Array.isArray(Array.prototype), true);
shouldBe(Array.isArray({ length: 0 }), false);
shouldBe(Array.isArray("abc"), false);
shouldBe(Array.isArray(), false);
shouldBe(Array.isArray(function () { return arguments; }()), false);
