function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// ToPrimitive calls valueOf then toString for number/default hints, toString then valueOf for string.
var log = [];
function make(v, s) {
    return {
        valueOf() { log.push("valueOf"); return v; },
        toString() { log.push("toString"); return s; },
    };
}
log = [];
shouldBe(make(1, "s") * 2, 2);
shouldBe(log.join(), "valueOf");

log = [];
shouldBe(String(make(1, "s")), "s");
shouldBe(log.join(), "toString");

// valueOf returning an object falls back to toString.
log = [];
var fallback = { valueOf() { log.push("valueOf"); return {}; }, toString() { log.push("toString"); return "7"; } };
shouldBe(fallback * 1, 7);
shouldBe(log.join(), "valueOf,toString");

// Property keys use the string hint.
log = [];
var o = {};
o[make(1, "key")] = true;
shouldBe(o.key, true);
shouldBe(log.join(), "toString");

// Relational comparison uses the number hint; both operands converted left first.
log = [];
var left = { valueOf() { log.push("left"); return 1; } };
var right = { valueOf() { log.push("right"); return 2; } };
shouldBe(left < right, true);
shouldBe(right > left, true);
shouldBe(log.join(), "left,right,right,left");

// Loose equality with a primitive uses the default hint.
log = [];
shouldBe(make(5, "5") == 5, true);
shouldBe(log.join(), "valueOf");

// Non-callable valueOf is skipped.
var skip = { valueOf: 1, toString() { return "8"; } };
shouldBe(skip * 1, 8);

// Neither returns a primitive: TypeError.
shouldThrow(() => ({ valueOf() { return {}; }, toString() { return {}; } }) + 1, TypeError);

// An object with a null prototype and no methods cannot be converted.
shouldThrow(() => Object.create(null) + "", TypeError);
