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
// Reflect's functions on proxies: each performs exactly one internal method (the trap of
// that name) and reports failures as false; receivers reach get and set traps.

var log = [];
var handler = {};
["getPrototypeOf", "setPrototypeOf", "isExtensible", "preventExtensions", "getOwnPropertyDescriptor",
 "defineProperty", "has", "get", "set", "deleteProperty", "ownKeys", "apply", "construct"].forEach(function (name) {
    handler[name] = function () {
        log.push(name);
        return Reflect[name].apply(null, arguments);
    };
});
var target = function () { return 7; };
var proxy = new Proxy(target, handler);
function only(name, fn) {
    log = [];
    fn();
    shouldBe(log.join(), name);
}
only("getPrototypeOf", function () { shouldBe(Reflect.getPrototypeOf(proxy), Function.prototype); });
only("setPrototypeOf", function () { shouldBe(Reflect.setPrototypeOf(proxy, Function.prototype), true); });
only("isExtensible", function () { shouldBe(Reflect.isExtensible(proxy), true); });
only("getOwnPropertyDescriptor", function () { shouldBe(Reflect.getOwnPropertyDescriptor(proxy, "length").value, 0); });
only("defineProperty", function () { shouldBe(Reflect.defineProperty(proxy, "x", { value: 1, configurable: true, writable: true }), true); });
only("has", function () { shouldBe(Reflect.has(proxy, "x"), true); });
only("get", function () { shouldBe(Reflect.get(proxy, "x"), 1); });
only("deleteProperty", function () { shouldBe(Reflect.deleteProperty(proxy, "x"), true); });
only("ownKeys", function () { shouldBe(Reflect.ownKeys(proxy).indexOf("length") >= 0, true); });
only("apply", function () { shouldBe(Reflect.apply(proxy, null, []), 7); });
// new.target is the proxy: its "prototype" is read through the get trap.
only("construct,get", function () { shouldBe(typeof Reflect.construct(proxy, []), "object"); });
only("preventExtensions", function () { shouldBe(Reflect.preventExtensions(proxy), true); });
// set on a non-extensible target without the property: the target's [[Set]] defines it on
// the receiver (the proxy), whose defineProperty trap forwards and fails: false, no throw.
log = [];
shouldBe(Reflect.set(proxy, "y", 1), false);
shouldBe(log.join(), "set,getOwnPropertyDescriptor,defineProperty");

// Receivers.
var receivers = [];
var recording = new Proxy({}, {
    get: function (t, k, r) { receivers.push(r); return 1; },
    set: function (t, k, v, r) { receivers.push(r); return true; }
});
var other = {};
Reflect.get(recording, "a", other);
Reflect.set(recording, "a", 1, other);
Reflect.get(recording, "a");
shouldBe(receivers[0], other);
shouldBe(receivers[1], other);
shouldBe(receivers[2], recording);
// Reflect.set with a proxy as receiver defines through the receiver's traps.
var definedOn = [];
var receiverProxy = new Proxy({}, {
    getOwnPropertyDescriptor: function (t, k) { definedOn.push("gopd " + k); return Reflect.getOwnPropertyDescriptor(t, k); },
    defineProperty: function (t, k, d) { definedOn.push("define " + k + " " + Object.keys(d).join("/")); return Reflect.defineProperty(t, k, d); }
});
shouldBe(Reflect.set({}, "p", 1, receiverProxy), true);
shouldBe(definedOn.join(), "gopd p,define p value/writable/enumerable/configurable");
definedOn = [];
shouldBe(Reflect.set({}, "p", 2, receiverProxy), true);
shouldBe(definedOn.join(), "gopd p,define p value", "an existing property only gets a new value");
// Reflect.get with a getter on the target and a proxy receiver.
var getterTarget = { get me() { return this; } };
var probe = {};
shouldBe(Reflect.get(new Proxy(getterTarget, {}), "me", probe), probe);

// Failures are false, errors propagate.
var refusing = new Proxy({}, {
    defineProperty: function () { return false; },
    deleteProperty: function () { return false; },
    set: function () { return false; },
    setPrototypeOf: function () { return false; },
    preventExtensions: function () { return false; }
});
shouldBe(Reflect.defineProperty(refusing, "a", {}), false);
shouldBe(Reflect.deleteProperty(refusing, "a"), false);
shouldBe(Reflect.set(refusing, "a", 1), false);
shouldBe(Reflect.setPrototypeOf(refusing, null), false);
shouldBe(Reflect.preventExtensions(refusing), false);
var thrown = new Error("trap");
var throwing = new Proxy({}, { ownKeys: function () { throw thrown; } });
try { Reflect.ownKeys(throwing); throw 0; } catch (e) { shouldBe(e, thrown); }
// Reflect.apply and Reflect.construct need callable / constructor proxies.
shouldThrow(function () { Reflect.apply(new Proxy({}, {}), null, []); }, TypeError);
shouldThrow(function () { Reflect.construct(new Proxy(function () {}.bind(), {}), [], new Proxy(() => {}, {})); }, TypeError);
shouldBe(typeof Reflect.construct(function () {}, [], new Proxy(function () {}, {})), "object");
// The argument list may be a proxy too.
shouldBe(Reflect.apply(Math.min, null, new Proxy([4, 2, 8], {})), 2);
