function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, errorType, message) {
    try { fn(); } catch (e) {
        if (!(e instanceof errorType)) throw new Error((message || "") + ": expected " + errorType.name + " but got " + e);
        return e;
    }
    throw new Error((message || "") + ": expected " + errorType.name + " but nothing was thrown");
}

// WeakRef targets: objects and unregistered symbols; deref answers the target while it
// lives.
var target = { t: 1 };
var ref = new WeakRef(target);
shouldBe(ref.deref(), target);
shouldBe(new WeakRef(Symbol.hasInstance).deref(), Symbol.hasInstance);
var fn = function () {};
shouldBe(new WeakRef(fn).deref(), fn);
[1, "s", null, undefined, true, 1n, Symbol.for("registered")].forEach(function (value) {
    shouldThrow(function () { new WeakRef(value); }, TypeError, "target " + String(value));
});
shouldThrow(function () { new WeakRef(); }, TypeError, "no target");
shouldThrow(function () { WeakRef({}); }, TypeError, "without new");

// The prototype and the receiver checks.
shouldBe(WeakRef.prototype[Symbol.toStringTag], "WeakRef");
shouldBe(Object.prototype.toString.call(ref), "[object WeakRef]");
shouldBe(WeakRef.length, 1);
shouldBe(WeakRef.prototype.deref.length, 0);
[WeakRef.prototype, {}, new WeakMap(), 1, undefined].forEach(function (receiver) {
    shouldThrow(function () { WeakRef.prototype.deref.call(receiver); }, TypeError, "deref receiver");
});

// Subclasses and new.target.
class Tracked extends WeakRef {
    constructor(target, label) { super(target); this.label = label; }
}
var tracked = new Tracked(target, "x");
shouldBe(tracked.deref(), target);
shouldBe(tracked.label, "x");
shouldBe(Object.getPrototypeOf(tracked), Tracked.prototype);
// new.target's prototype is read after the target is checked.
var order = [];
var bound = function () {}.bind();
Object.defineProperty(bound, "prototype", { get() { order.push("prototype"); return WeakRef.prototype; } });
shouldThrow(function () { Reflect.construct(WeakRef, [1], bound); }, TypeError, "invalid target first");
shouldBe(order.length, 0, "the prototype was not read for an invalid target");
Reflect.construct(WeakRef, [{}], bound);
shouldBe(order.join(), "prototype");
