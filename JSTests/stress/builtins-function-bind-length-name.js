function show(value) {
    return typeof value === "symbol" ? value.toString() : "" + value;
}
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + show(expected) + " but got " + show(actual));
}
function shouldThrow(fn, ErrorType, message) {
    var threw = false;
    try { fn(); } catch (e) {
        threw = true;
        if (!(e instanceof ErrorType)) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " but got " + e);
    }
    if (!threw) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " to be thrown");
}

function target(a, b, c) { return [this, a, b, c]; }
var bound = target.bind("t", 1);
shouldBe(bound.length, 2);
shouldBe(bound.name, "bound target");
shouldBe(Object.getPrototypeOf(bound), Function.prototype);
shouldBe("prototype" in bound, false);
var d = Object.getOwnPropertyDescriptor(bound, "length");
shouldBe(d.writable || d.enumerable, false);
shouldBe(d.configurable, true);
d = Object.getOwnPropertyDescriptor(bound, "name");
shouldBe(d.writable || d.enumerable, false);
shouldBe(d.configurable, true);
shouldBe(Object.getOwnPropertyNames(bound)[0], "length");
shouldBe(Object.getOwnPropertyNames(bound)[1], "name");

// More bound arguments than the target's length: 0.
shouldBe(target.bind(null, 1, 2, 3, 4).length, 0);
shouldBe(bound.bind(null, 9).name, "bound bound target");
shouldBe(bound.bind(null, 9).length, 1);

// length comes from an own "length" property that is a Number, truncated.
function withLength(length) {
    var f = function () {};
    Object.defineProperty(f, "length", { value: length });
    return f;
}
shouldBe(withLength(Infinity).bind(null, 1).length, Infinity);
shouldBe(withLength(-Infinity).bind().length, 0);
shouldBe(withLength(2.9).bind().length, 2);
shouldBe(withLength(-3).bind().length, 0);
shouldBe(withLength(NaN).bind().length, 0);
shouldBe(withLength("3").bind().length, 0);
shouldBe(Object.is(withLength(-0).bind().length, 0), true);
var noLength = function () {};
delete noLength.length;
shouldBe(noLength.bind().length, 0);

// name: a non-String name gives "bound ".
var symbolName = function () {};
Object.defineProperty(symbolName, "name", { value: Symbol("s") });
shouldBe(symbolName.bind().name, "bound ");
var getterName = function () {};
var log = "";
Object.defineProperty(getterName, "length", { get: function () { log += "length;"; return 1; } });
Object.defineProperty(getterName, "name", { get: function () { log += "name;"; return "g"; } });
shouldBe(getterName.bind().name, "bound g");
shouldBe(log, "length;name;");

// The bound this and arguments; construction ignores the bound this.
var result = bound(2, 3);
shouldBe(typeof result[0], "object");
shouldBe(result[1] + result[2] + result[3], 6);
function Point(x, y) { this.x = x; this.y = y; }
var BoundPoint = Point.bind({ ignored: true }, 1);
var point = new BoundPoint(2);
shouldBe(point.x + point.y, 3);
shouldBe(point instanceof Point, true);
shouldBe(point instanceof BoundPoint, true);
shouldThrow(function () { new (function () {}.bind.call((() => 1)))(); }, TypeError);
shouldThrow(function () { Function.prototype.bind.call({}); }, TypeError);
