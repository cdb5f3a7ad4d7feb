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
// The get and set traps: their arguments, the receiver, forwarding when absent, and the
// invariants of non-configurable target properties (10.5.8, 10.5.9).

// get: target, key, receiver.
var target = { a: 1 };
var seen = [];
var proxy = new Proxy(target, {
    get: function (t, key, receiver) {
        seen.push([t === target, typeof key === "symbol" ? "symbol" : key, receiver === proxy]);
        return key === "a" ? 10 : undefined;
    }
});
shouldBe(proxy.a, 10);
shouldBe(proxy[0], undefined);
shouldBe(proxy[Symbol.iterator], undefined);
shouldBe(seen.length, 3);
shouldBe(seen[0].join(), "true,a,true");
shouldBe(seen[1].join(), "true,0,true", "an index key is passed as a string");
shouldBe(seen[2].join(), "true,symbol,true");

// No trap (or undefined / null): the target's [[Get]] with the proxy as receiver.
var withGetter = { get g() { return this; } };
var plain = new Proxy(withGetter, {});
shouldBe(plain.g, plain);
shouldBe(new Proxy(withGetter, { get: undefined }).g !== withGetter, true);
shouldBe(new Proxy({ x: 5 }, { get: null }).x, 5);
shouldThrow(function () { new Proxy({}, { get: 1 }).x; }, TypeError, "a trap that is not callable");

// Invariant: a non-writable, non-configurable data property reports its value.
var frozen = Object.defineProperty({}, "k", { value: 1, writable: false, configurable: false });
shouldThrow(function () { new Proxy(frozen, { get: function () { return 2; } }).k; }, TypeError);
shouldBe(new Proxy(frozen, { get: function () { return 1; } }).k, 1);
// ... SameValue, so NaN matches NaN but 0 does not match -0.
var nan = Object.defineProperty({}, "n", { value: NaN });
shouldBe(new Proxy(nan, { get: function () { return NaN; } }).n, NaN);
var zero = Object.defineProperty({}, "z", { value: 0 });
shouldThrow(function () { new Proxy(zero, { get: function () { return -0; } }).z; }, TypeError);
// A non-configurable accessor without a getter reports undefined.
var noGetter = Object.defineProperty({}, "s", { set: function () {}, configurable: false });
shouldThrow(function () { new Proxy(noGetter, { get: function () { return 1; } }).s; }, TypeError);
shouldBe(new Proxy(noGetter, { get: function () { return undefined; } }).s, undefined);
// A configurable or writable property may report anything.
var loose = Object.defineProperty({}, "w", { value: 1, writable: true, configurable: false });
shouldBe(new Proxy(loose, { get: function () { return 99; } }).w, 99);

// set: target, key, value, receiver; the result is ToBoolean'd.
var setLog = [];
var setTarget = {};
var setProxy = new Proxy(setTarget, {
    set: function (t, key, value, receiver) {
        setLog.push(key + "=" + value + ":" + (receiver === setProxy));
        return key !== "refused";
    }
});
setProxy.x = 1;
setProxy[3] = 2;
shouldBe(setLog.join(), "x=1:true,3=2:true");
shouldBe(setTarget.x, undefined, "the trap did not store");
shouldBe(Reflect.set(setProxy, "refused", 1), false);
(function () { setProxy.refused = 1; })(); // sloppy: silently false
shouldThrow(function () { "use strict"; setProxy.refused = 1; }, TypeError);
shouldBe(Reflect.set(new Proxy({}, { set: function () { return "yes"; } }), "a", 1), true);
shouldBe(Reflect.set(new Proxy({}, { set: function () { return 0; } }), "a", 1), false);

// No set trap: the target's [[Set]] with the proxy as receiver, which then gets the
// property through the proxy's [[DefineOwnProperty]].
var defined = [];
var forwarding = new Proxy({}, {
    defineProperty: function (t, key, desc) { defined.push(key); return Reflect.defineProperty(t, key, desc); }
});
forwarding.y = 7;
shouldBe(defined.join(), "y");
shouldBe(forwarding.y, 7);

// Invariants of set.
shouldThrow(function () { Reflect.set(new Proxy(frozen, { set: function () { return true; } }), "k", 2); }, TypeError);
shouldBe(Reflect.set(new Proxy(frozen, { set: function () { return true; } }), "k", 1), true);
shouldThrow(function () {
    var getterOnly = Object.defineProperty({}, "g", { get: function () {}, configurable: false });
    Reflect.set(new Proxy(getterOnly, { set: function () { return true; } }), "g", 1);
}, TypeError);

// Errors from the trap propagate.
var marker = new Error("trap");
try { new Proxy({}, { get: function () { throw marker; } }).x; throw 0; } catch (e) { shouldBe(e, marker); }
// A getter on the handler: the trap is looked up on every operation.
var lookups = 0;
var handler = {};
Object.defineProperty(handler, "get", { get: function () { lookups++; return function () { return lookups; }; } });
var counting = new Proxy({}, handler);
shouldBe(counting.a, 1);
shouldBe(counting.a, 2);
