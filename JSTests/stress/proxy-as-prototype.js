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
// A proxy on the prototype chain: [[Get]], [[Set]] and [[HasProperty]] reach its traps
// with the original receiver, and property caches never take the proxy's own (empty)
// structure as the truth.

var log = [];
var handler = {
    get: function (t, key, receiver) { log.push("get " + String(key)); return key === "dynamic" ? receiver.base * 2 : t[key]; },
    set: function (t, key, value, receiver) { log.push("set " + key); return Reflect.set(t, key, value, receiver); },
    has: function (t, key) { log.push("has " + key); return key === "virtual" || key in t; }
};
var protoTarget = { fromProto: "p" };
var child = Object.create(new Proxy(protoTarget, handler));
child.base = 21;
shouldBe(log.join(), "set base", "a new property asks the prototype's set trap");
log = [];
shouldBe(child.base, 21, "own properties do not reach the proxy");
shouldBe(child.dynamic, 42);
shouldBe(child.fromProto, "p");
shouldBe("virtual" in child, true);
shouldBe("base" in child, true);
shouldBe(log.join(), "get dynamic,get fromProto,has virtual");
log = [];
// [[Set]] of a missing property walks into the proxy's set trap with the child as
// receiver; Reflect.set then defines it on the child.
child.added = 5;
shouldBe(log.join(), "set added");
shouldBe(Object.prototype.hasOwnProperty.call(child, "added"), true);
shouldBe(protoTarget.added, undefined);

// The same property site, run often, must keep asking the trap: the answer changes.
var counter = 0;
var changing = Object.create(new Proxy({}, { get: function () { return ++counter; } }));
var last = 0;
for (var i = 0; i < 500; i++) {
    var value = changing.anything;
    shouldBe(value, last + 1);
    last = value;
}
// A site that sees ordinary objects and then a proxy (and back).
function read(o) { return o.x; }
var ordinary = { x: 1 };
for (var i = 0; i < 200; i++) shouldBe(read(ordinary), 1);
var viaProxy = new Proxy({ x: 1 }, { get: function () { return 2; } });
for (var i = 0; i < 200; i++) shouldBe(read(viaProxy), 2);
for (var i = 0; i < 200; i++) shouldBe(read(Object.create(viaProxy)), 2);
shouldBe(read(ordinary), 1);
// Writes at a cached site.
function write(o, v) { o.y = v; }
var writes = [];
var writeProxy = new Proxy({}, { set: function (t, k, v) { writes.push(v); return true; } });
for (var i = 0; i < 100; i++) write({}, i);
for (var i = 0; i < 100; i++) write(writeProxy, i);
shouldBe(writes.length, 100);
shouldBe(Object.keys(writeProxy).length, 0);
// Indexed access never takes an array fast path on a proxy.
var indexed = new Proxy([10, 20, 30], { get: function (t, k) { return k === "length" ? 3 : t[k] + 1; } });
function at(o, i) { return o[i]; }
for (var i = 0; i < 300; i++) shouldBe(at(indexed, i % 3), [11, 21, 31][i % 3]);
shouldBe(Array.prototype.join.call(indexed), "11,21,31");

// Missing properties: a miss through a proxy prototype is not cached as a miss.
var present = false;
var flip = Object.create(new Proxy({}, { get: function () { return present ? "here" : undefined; } }));
for (var i = 0; i < 100; i++) shouldBe(flip.maybe, undefined);
present = true;
shouldBe(flip.maybe, "here");

// Proxies as prototypes of functions and arrays; getters on the proxy target see the
// original receiver.
var getterTarget = { get who() { return this; } };
var obj = Object.create(new Proxy(getterTarget, {}));
shouldBe(obj.who, obj);
var arr = [];
Object.setPrototypeOf(arr, new Proxy(Array.prototype, {}));
arr.push(1, 2);
shouldBe(arr.length, 2);
shouldBe(arr.join("-"), "1-2");
// instanceof through a proxied prototype.
function F() {}
var fInstance = Object.create(new Proxy(F.prototype, {}));
shouldBe(fInstance instanceof F, false, "the proxy is not F.prototype itself");
F.prototype = Object.getPrototypeOf(fInstance);
shouldBe(fInstance instanceof F, true);
