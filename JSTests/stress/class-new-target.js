function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// new.target in class constructors is the class actually being constructed.
class Base {
    constructor() { this.target = new.target; this.targetName = new.target.name; }
}
class Derived extends Base {}
class Deeper extends Derived {}
shouldBe(new Base().target, Base);
shouldBe(new Derived().targetName, "Derived");
shouldBe(new Deeper().target, Deeper);

// Abstract base class pattern.
class Shape {
    constructor() {
        if (new.target === Shape) throw new TypeError("abstract");
    }
}
class Square extends Shape {}
shouldThrow(() => new Shape(), TypeError);
shouldBe(new Square() instanceof Shape, true);

// new.target in methods is undefined.
class M { m() { return new.target; } }
shouldBe(new M().m(), undefined);

// The prototype of the created object comes from new.target.prototype.
class P { constructor() { this.proto = Object.getPrototypeOf(this); } }
class Q extends P {}
shouldBe(new Q().proto, Q.prototype);
