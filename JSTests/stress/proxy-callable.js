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
// Callable proxies: [[Call]] and [[Construct]] with and without the apply and construct
// traps, typeof, and callability decided by the target (10.5.12, 10.5.13).

function add(a, b) { return a + b + (this && this.bias || 0); }
var proxy = new Proxy(add, {});
shouldBe(typeof proxy, "function");
shouldBe(proxy(1, 2), 3);
shouldBe(proxy.call({ bias: 10 }, 1, 2), 13);
shouldBe(proxy.apply({ bias: 20 }, [1, 2]), 23);
shouldBe(Reflect.apply(proxy, { bias: 30 }, [1, 2]), 33);
shouldBe(proxy.bind(null, 5)(6), 11);
shouldBe(proxy.length, 2);
shouldBe(proxy.name, "add");
shouldBe([1, 2, 3].map(new Proxy(function (x) { return x * 2; }, {})).join(), "2,4,6");
shouldBe(Object.prototype.toString.call(proxy), "[object Function]");
shouldBe(Function.prototype.toString.call(proxy).length > 0, true);

// The apply trap: target, this, and a fresh array of the arguments.
var seen;
var trapped = new Proxy(add, {
    apply: function (target, thisArg, args) { seen = [target, thisArg, args]; return "trapped"; }
});
var receiver = {};
shouldBe(trapped.call(receiver, 1, 2, 3), "trapped");
shouldBe(seen[0], add);
shouldBe(seen[1], receiver);
shouldBe(Array.isArray(seen[2]), true);
shouldBe(seen[2].join(), "1,2,3");
shouldBe(trapped(), "trapped");
shouldBe(seen[1], undefined);
shouldBe(seen[2].length, 0);
// A method call passes the object as this.
var holder = { method: trapped };
holder.method(9);
shouldBe(seen[1], holder);

// Constructing.
function Point(x, y) { this.x = x; this.y = y; }
var P = new Proxy(Point, {});
var point = new P(1, 2);
shouldBe(point.x + point.y, 3);
shouldBe(point instanceof Point, true);
shouldBe(Object.getPrototypeOf(point), Point.prototype);
class Base { constructor(v) { this.v = v; } }
var B = new Proxy(Base, {});
shouldBe(new B(4).v, 4);
shouldThrow(function () { B(4); }, TypeError, "a class constructor still needs new");
class Derived extends B { constructor() { super(7); } }
shouldBe(new Derived().v, 7);
shouldBe(new Derived() instanceof Base, true);

// The construct trap: target, arguments array, newTarget; a non-object result throws.
var constructArgs;
var C = new Proxy(Point, {
    construct: function (target, args, newTarget) { constructArgs = [target, args, newTarget]; return { made: true }; }
});
shouldBe(new C(1, 2).made, true);
shouldBe(constructArgs[0], Point);
shouldBe(constructArgs[1].join(), "1,2");
shouldBe(constructArgs[2], C);
function Other() {}
Reflect.construct(C, [3], Other);
shouldBe(constructArgs[2], Other);
shouldThrow(function () { new (new Proxy(Point, { construct: function () { return 1; } }))(); }, TypeError);
shouldThrow(function () { new (new Proxy(Point, { construct: function () { return null; } }))(); }, TypeError);
shouldThrow(function () { new (new Proxy(Point, { construct: 5 }))(); }, TypeError);

// Callability and constructability come from the target at creation.
var objectProxy = new Proxy({}, { apply: function () { return 1; } });
shouldBe(typeof objectProxy, "object");
shouldThrow(function () { objectProxy(); }, TypeError);
var arrow = new Proxy(() => 1, { construct: function () { return {}; } });
shouldBe(arrow(), 1);
shouldThrow(function () { new arrow(); }, TypeError, "an arrow has no [[Construct]]");
shouldThrow(function () { Reflect.construct(function () {}, [], arrow); }, TypeError);
var nativeMethod = new Proxy(Math.max, {});
shouldBe(nativeMethod(1, 5, 3), 5);
shouldThrow(function () { new nativeMethod(); }, TypeError);
var NativeCtor = new Proxy(Array, {});
shouldBe(new NativeCtor(3).length, 3);
shouldBe(Array.isArray(new NativeCtor()), true);

// A proxy of a proxy of a function.
var twice = new Proxy(new Proxy(add, { apply: function (t, th, a) { return t.apply(th, a) * 10; } }), {});
shouldBe(twice(1, 2), 30);
// Errors in traps propagate.
var thrown = new Error("apply");
try { new Proxy(add, { apply: function () { throw thrown; } })(); throw 0; } catch (e) { shouldBe(e, thrown); }
// Many arguments.
var manyArgs = [];
for (var i = 0; i < 10000; i++) manyArgs.push(i);
shouldBe(new Proxy(function () { return arguments.length; }, {}).apply(null, manyArgs), 10000);
shouldBe(new Proxy(function () { return 0; }, { apply: function (t, th, a) { return a.length; } }).apply(null, manyArgs), 10000);
