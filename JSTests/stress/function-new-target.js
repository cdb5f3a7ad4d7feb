function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// new.target is the constructor in a new expression and undefined in a call.
function F() { return new.target; }
shouldBe(F(), undefined);
// F returns new.target, which is F itself (an object), so the new expression yields F.
shouldBe(new F(), F);

function G() { this.t = new.target; }
shouldBe(new G().t, G);

// Functions that must be called with new.
function OnlyNew() {
    if (!new.target) throw new TypeError("use new");
    this.ok = true;
}
shouldThrow(() => OnlyNew(), TypeError);
shouldBe(new OnlyNew().ok, true);

// In a method call, new.target is undefined.
var obj = { m: function () { return new.target; } };
shouldBe(obj.m(), undefined);

// new.target outside functions is a syntax error.
shouldThrow(() => (0, eval)("new.target"), SyntaxError);

// new.target in a derived class points at the most-derived constructor.
class Base { constructor() { this.t = new.target; } }
class Derived extends Base {}
shouldBe(new Derived().t, Derived);
shouldBe(new Base().t, Base);
