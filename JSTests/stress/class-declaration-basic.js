function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A basic class with a constructor, methods and instance state.
class Point {
    constructor(x, y) {
        this.x = x;
        this.y = y;
    }
    add(other) { return new Point(this.x + other.x, this.y + other.y); }
    toString() { return "(" + this.x + ", " + this.y + ")"; }
}
var p = new Point(1, 2).add(new Point(3, 4));
shouldBe(p.x, 4);
shouldBe(p.y, 6);
shouldBe(String(p), "(4, 6)");
shouldBe(p instanceof Point, true);
shouldBe(typeof Point, "function");
shouldBe(Object.getPrototypeOf(p), Point.prototype);
shouldBe(Point.prototype.constructor, Point);

// A class without a constructor gets a default one.
class Empty {}
shouldBe(typeof new Empty(), "object");
shouldBe(Empty.length, 0);

// Class declarations are block scoped.
{
    class Inner {}
    shouldBe(typeof Inner, "function");
}
shouldBe(typeof Inner, "undefined");

// Methods live on the prototype and are shared.
shouldBe(new Point(0, 0).add === new Point(1, 1).add, true);
shouldBe(p.hasOwnProperty("add"), false);
