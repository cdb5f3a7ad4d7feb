function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A derived constructor may return an object instead of this, even without calling super.
class Base { constructor() { this.base = true; } }
class ReturnsObject extends Base {
    constructor() {
        return { custom: true };
    }
}
var r = new ReturnsObject();
shouldBe(r.custom, true);
shouldBe(r.base, undefined);
shouldBe(r instanceof ReturnsObject, false);

// Returning undefined after super() gives this.
class ReturnsUndefined extends Base {
    constructor() { super(); return undefined; }
}
shouldBe(new ReturnsUndefined().base, true);

// Returning a primitive other than undefined from a derived constructor throws TypeError.
class ReturnsPrimitive extends Base {
    constructor() { super(); return 1; }
}
shouldThrow(() => new ReturnsPrimitive(), TypeError);
class ReturnsNull extends Base {
    constructor() { super(); return null; }
}
shouldThrow(() => new ReturnsNull(), TypeError);

// Base class constructors may return primitives (ignored).
class BasePrim { constructor() { this.v = 1; return 5; } }
shouldBe(new BasePrim().v, 1);

// Fields of the derived class are installed on whatever super() returned.
class Replacer { constructor() { return { replaced: true }; } }
class WithField extends Replacer { field = "f"; }
var w = new WithField();
shouldBe(w.replaced, true);
shouldBe(w.field, "f");
