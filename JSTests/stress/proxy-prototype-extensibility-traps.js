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
// getPrototypeOf, setPrototypeOf, isExtensible and preventExtensions traps and their
// invariants (10.5.1-10.5.4).

var proto = { inherited: 1 };
var proxy = new Proxy({}, { getPrototypeOf: function () { return proto; } });
shouldBe(Object.getPrototypeOf(proxy), proto);
shouldBe(Reflect.getPrototypeOf(proxy), proto);
shouldBe(proto.isPrototypeOf(proxy), true);
shouldBe(proxy instanceof Object, true);
shouldBe(new Proxy({}, { getPrototypeOf: function () { return null; } }) instanceof Object, false, "instanceof asks [[GetPrototypeOf]]");
shouldBe(proxy.__proto__, proto);
shouldThrow(function () { Object.getPrototypeOf(new Proxy({}, { getPrototypeOf: function () { return 1; } })); }, TypeError);
shouldBe(Object.getPrototypeOf(new Proxy({}, { getPrototypeOf: function () { return null; } })), null);
// A non-extensible target's prototype must be reported as it is.
var closed = Object.preventExtensions({});
shouldThrow(function () { Object.getPrototypeOf(new Proxy(closed, { getPrototypeOf: function () { return proto; } })); }, TypeError);
shouldBe(Object.getPrototypeOf(new Proxy(closed, { getPrototypeOf: function () { return Object.prototype; } })), Object.prototype);
// Without a trap: the target's prototype.
shouldBe(Object.getPrototypeOf(new Proxy([], {})), Array.prototype);

// setPrototypeOf.
var args;
var setting = new Proxy({}, { setPrototypeOf: function (t, p) { args = p; return true; } });
shouldBe(Object.setPrototypeOf(setting, proto), setting);
shouldBe(args, proto);
shouldBe(Reflect.setPrototypeOf(new Proxy({}, { setPrototypeOf: function () { return false; } }), proto), false);
shouldThrow(function () { Object.setPrototypeOf(new Proxy({}, { setPrototypeOf: function () { return false; } }), proto); }, TypeError);
shouldThrow(function () { Object.setPrototypeOf(new Proxy(closed, { setPrototypeOf: function () { return true; } }), proto); }, TypeError);
shouldBe(Reflect.setPrototypeOf(new Proxy(closed, { setPrototypeOf: function () { return true; } }), Object.prototype), true);
var target = {};
Object.setPrototypeOf(new Proxy(target, {}), proto);
shouldBe(Object.getPrototypeOf(target), proto);
// A cycle through a proxy is not detected by the ordinary walk (a proxy ends it), as
// the specification says; the trap-less forward still refuses a direct cycle.
var a = {};
var b = Object.create(new Proxy(a, {}));
shouldBe(Reflect.setPrototypeOf(a, b), true);

// isExtensible must agree with the target.
shouldBe(Object.isExtensible(new Proxy({}, { isExtensible: function () { return true; } })), true);
shouldThrow(function () { Object.isExtensible(new Proxy({}, { isExtensible: function () { return false; } })); }, TypeError);
shouldThrow(function () { Reflect.isExtensible(new Proxy(closed, { isExtensible: function () { return true; } })); }, TypeError);
shouldBe(Object.isFrozen(new Proxy(Object.freeze({ a: 1 }), {})), true);
shouldBe(Object.isSealed(new Proxy({ a: 1 }, {})), false);
var thrown = new Error("trap");
try { Object.isExtensible(new Proxy({}, { isExtensible: function () { throw thrown; } })); throw 0; } catch (e) { shouldBe(e, thrown); }

// preventExtensions may only report success when the target is not extensible.
shouldThrow(function () { Object.preventExtensions(new Proxy({}, { preventExtensions: function () { return true; } })); }, TypeError);
shouldBe(Reflect.preventExtensions(new Proxy({}, { preventExtensions: function () { return false; } })), false);
shouldThrow(function () { Object.preventExtensions(new Proxy({}, { preventExtensions: function () { return false; } })); }, TypeError);
var t2 = {};
var p2 = new Proxy(t2, { preventExtensions: function (t) { Object.preventExtensions(t); return true; } });
shouldBe(Object.preventExtensions(p2), p2);
shouldBe(Object.isExtensible(t2), false);
// Freezing a proxy goes through its traps.
var order = [];
var frozenTarget = { x: 1 };
var freezing = new Proxy(frozenTarget, {
    preventExtensions: function (t) { order.push("preventExtensions"); return Reflect.preventExtensions(t); },
    ownKeys: function (t) { order.push("ownKeys"); return Reflect.ownKeys(t); },
    defineProperty: function (t, k, d) { order.push("defineProperty " + k); return Reflect.defineProperty(t, k, d); },
    getOwnPropertyDescriptor: function (t, k) { order.push("gopd " + k); return Reflect.getOwnPropertyDescriptor(t, k); }
});
Object.freeze(freezing);
shouldBe(order.join(), "preventExtensions,ownKeys,gopd x,defineProperty x");
shouldBe(Object.isFrozen(frozenTarget), true);
