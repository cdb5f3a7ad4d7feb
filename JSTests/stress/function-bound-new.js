function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// new on a bound function ignores the bound receiver but keeps the bound arguments.
function Point(x, y) {
    this.x = x;
    this.y = y;
    this.target = new.target;
}
var BoundPoint = Point.bind({ ignored: true }, 1);
var p = new BoundPoint(2);
shouldBe(p.x, 1);
shouldBe(p.y, 2);
shouldBe(p.ignored, undefined);
shouldBe(p instanceof Point, true);
shouldBe(p instanceof BoundPoint, true);
shouldBe(p.target, Point);
shouldBe(Object.getPrototypeOf(p), Point.prototype);

// Bound classes can be constructed but not called.
class K { constructor(a) { this.a = a; } }
var BK = K.bind(null, "bound");
shouldBe(new BK().a, "bound");
shouldThrow(() => BK(), TypeError);

// Binding a non-constructor gives a non-constructor.
var arrow = () => {};
var boundArrow = arrow.bind(null);
shouldThrow(() => new boundArrow(), TypeError);
