function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Classes can extend ordinary constructor functions.
function Legacy(x) {
    this.x = x;
    this.kind = new.target === undefined ? "call" : "construct";
}
Legacy.prototype.getX = function () { return this.x; };
Legacy.staticMethod = function () { return "static"; };

class Modern extends Legacy {
    constructor(x, y) {
        super(x);
        this.y = y;
    }
    sum() { return this.getX() + this.y; }
}
var m = new Modern(3, 4);
shouldBe(m.sum(), 7);
shouldBe(m.kind, "construct");
shouldBe(m instanceof Legacy, true);
shouldBe(Modern.staticMethod(), "static");

// new.target inside the base function is the derived class.
function Recorder() { this.target = new.target; }
class Sub extends Recorder {}
shouldBe(new Sub().target, Sub);

// A bound function has no prototype property, so it cannot be a superclass...
function Base(a) { this.a = a; }
var Bound = Base.bind(null, "bound");
shouldThrow(() => { class FromBound extends Bound {} }, TypeError);
// ...unless one is given to it.
Bound.prototype = Base.prototype;
class FromBound extends Bound {}
var fb = new FromBound();
shouldBe(fb.a, "bound");
shouldBe(fb instanceof Base, true);
