//@ requireOptions("--test262")
// An error the engine raises is an instance of the constructors of the realm whose code
// raised it, not of the realm that catches it; the symbol registry is shared by realms.
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}

function thrown(f) {
    try {
        f();
    } catch (e) {
        return e;
    }
    throw new Error("expected an exception");
}

const other = $262.createRealm().global;

const fromOtherCode = thrown(other.eval("(function () { null.x; })"));
shouldBe(fromOtherCode instanceof other.TypeError, true, "TypeError raised by other-realm code");
shouldBe(fromOtherCode instanceof TypeError, false, "not this realm's TypeError");

const unresolvable = thrown(other.eval("(function () { return notDefinedAnywhere; })"));
shouldBe(unresolvable instanceof other.ReferenceError, true, "ReferenceError from other-realm code");

const OtherClass = other.eval("(class {})");
shouldBe(thrown(() => OtherClass()) instanceof other.TypeError, true, "class constructor called without new");

shouldBe(thrown(() => other.Function.prototype.apply.call(1)) instanceof other.TypeError, true,
    "error from another realm's builtin");

const privateAccess = other.eval("(class { #m() {} static read(o) { return o.#m(); } })");
shouldBe(thrown(() => privateAccess.read({})) instanceof other.TypeError, true, "private brand check");

// Code of this realm still raises this realm's errors after calling into the other.
shouldBe(thrown(() => null.x) instanceof TypeError, true, "this realm's own TypeError");

shouldBe(other.Symbol.for("shared key"), Symbol.for("shared key"), "Symbol.for across realms");
shouldBe(other.Symbol.keyFor(Symbol.for("another")), "another", "Symbol.keyFor across realms");

// [[Construct]]'s own checks run after the callee's context is gone: the caller's realm.
const ReturnsNull = other.eval("(class extends Object { constructor() { return null; } })");
const badReturn = thrown(() => new ReturnsNull());
shouldBe(badReturn instanceof TypeError, true, "derived constructor's bad return, in the caller's realm");
const NeverCallsSuper = other.eval("(class extends Object { constructor() {} })");
shouldBe(thrown(() => new NeverCallsSuper()) instanceof ReferenceError, true,
    "derived constructor without super(), in the caller's realm");
