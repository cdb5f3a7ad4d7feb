function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// An optional call keeps the `this` of its callee's reference, also through
// parentheses and through an optional member access.
const a = { b() { return this._b; }, _b: { c: 42 } };
shouldBe(a?.b().c, 42);
shouldBe((a?.b)().c, 42);
shouldBe(a.b?.().c, 42);
shouldBe((a.b)?.().c, 42);
shouldBe(a?.b?.().c, 42);
shouldBe((a?.b)?.().c, 42);
shouldBe(a["b"]?.().c, 42);

// A short-circuit still gives undefined without calling.
const none = null;
shouldBe((none?.b)?.(), undefined);
shouldBe(none?.b(), undefined);

// A name called optionally inside with gets the with object as this.
var holder = { method() { return this === holder; } };
with (holder) {
    shouldBe(method?.(), true);
}
