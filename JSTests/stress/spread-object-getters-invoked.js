function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Getters on the source are invoked once each, in key order.
var log = [];
var src = {
    get a() { log.push("a"); return 1; },
    get b() { log.push("b"); return 2; },
};
var copy = { ...src };
shouldBe(log.join(), "a,b");
var d = Object.getOwnPropertyDescriptor(copy, "a");
shouldBe(d.value, 1);
shouldBe(d.get, undefined);

// A throwing getter aborts the spread.
var bad = { ok: 1, get boom() { throw new RangeError(); } };
shouldThrow(() => ({ ...bad }), RangeError);

// A getter that deletes a later key: the deleted key is skipped.
var mutating = {
    get first() { delete this.second; return 1; },
    second: 2,
};
var result = { ...mutating };
shouldBe(result.first, 1);
shouldBe("second" in result, false);
