function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Implicit conversions of symbols throw TypeError; explicit ones work.
var s = Symbol("s");
shouldThrow(() => s + "", TypeError);
shouldThrow(() => `${s}`, TypeError);
shouldThrow(() => s + 1, TypeError);
shouldThrow(() => +s, TypeError);
shouldThrow(() => s * 2, TypeError);
shouldThrow(() => s < 1, TypeError);
shouldThrow(() => Number(s), TypeError);
shouldThrow(() => "abc".indexOf(s), TypeError);
shouldBe(String(s), "Symbol(s)");
shouldBe(s.toString(), "Symbol(s)");
shouldBe(Boolean(s), true);
shouldBe(!s, false);
shouldBe(s == s, true);
shouldBe(s == "Symbol(s)", false);
shouldBe(typeof s, "symbol");

// Symbol wrapper objects.
var wrapped = Object(s);
shouldBe(typeof wrapped, "object");
shouldBe(wrapped instanceof Symbol, true);
shouldBe(wrapped.description, "s");

// Symbol is not a constructor.
shouldThrow(() => new Symbol(), TypeError);
