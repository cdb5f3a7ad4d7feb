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

// __defineGetter__ / __defineSetter__ define enumerable, configurable accessors.
var object = {};
function getter() { return "got"; }
function setter(v) { this.stored = v; }
shouldBe(object.__defineGetter__("x", getter), undefined);
object.__defineSetter__("x", setter);
var d = Object.getOwnPropertyDescriptor(object, "x");
shouldBe(d.get, getter);
shouldBe(d.set, setter);
shouldBe(d.enumerable, true);
shouldBe(d.configurable, true);
object.x = 5;
shouldBe(object.stored, 5);
shouldBe(object.x, "got");
shouldThrow(function () { object.__defineGetter__("y", 1); }, TypeError);
shouldThrow(function () { Object.prototype.__defineGetter__.call(undefined, "y", getter); }, TypeError);
// A non-configurable property cannot be redefined.
Object.defineProperty(object, "fixed", { value: 1 });
shouldThrow(function () { object.__defineGetter__("fixed", getter); }, TypeError);

// __lookupGetter__ / __lookupSetter__ walk the prototype chain and stop at the first
// own property, accessor or not.
var child = Object.create(object);
shouldBe(child.__lookupGetter__("x"), getter);
shouldBe(child.__lookupSetter__("x"), setter);
child.x2 = 1;
shouldBe(child.__lookupGetter__("x2"), undefined);
var shadow = Object.create(object);
Object.defineProperty(shadow, "x", { value: "data" });
shouldBe(shadow.__lookupGetter__("x"), undefined);
shouldBe(child.__lookupGetter__("missing"), undefined);
shouldBe(Object.prototype.__lookupGetter__("__proto__"), Object.getOwnPropertyDescriptor(Object.prototype, "__proto__").get);
// Keys are converted with ToPropertyKey.
var symbol = Symbol();
object.__defineGetter__(symbol, getter);
shouldBe(child.__lookupGetter__(symbol), getter);
object.__defineGetter__(1, getter);
shouldBe(child.__lookupGetter__("1"), getter);
