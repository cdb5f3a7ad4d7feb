function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Template substitutions use ToString (toString first), while + uses ToPrimitive default hint (valueOf first).
var log = [];
var obj = {
    toString() { log.push("toString"); return "T"; },
    valueOf() { log.push("valueOf"); return "V"; },
};
shouldBe(`${obj}`, "T");
shouldBe(log.join(), "toString");

log = [];
shouldBe("" + obj, "V");
shouldBe(log.join(), "valueOf");

// If toString returns an object, valueOf is used.
var fallback = {
    toString() { return {}; },
    valueOf() { return "fromValueOf"; },
};
shouldBe(`${fallback}`, "fromValueOf");

// Symbol.toPrimitive receives the "string" hint.
var hinted = { [Symbol.toPrimitive](hint) { return hint; } };
shouldBe(`${hinted}`, "string");
shouldBe(hinted + "", "default");

// Neither method returning a primitive: TypeError.
var bad = { toString() { return {}; }, valueOf() { return {}; } };
shouldThrow(() => `${bad}`, TypeError);
