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
// The has and deleteProperty traps and their invariants (10.5.7, 10.5.10).

var log = [];
var target = { own: 1 };
var proxy = new Proxy(target, {
    has: function (t, key) { log.push(typeof key === "symbol" ? "symbol" : key); return key === "yes"; },
    deleteProperty: function (t, key) { log.push("delete " + key); return key !== "keep"; }
});
shouldBe("yes" in proxy, true);
shouldBe("own" in proxy, false, "the trap may hide a configurable property");
shouldBe(Symbol.iterator in proxy, false);
shouldBe(Reflect.has(proxy, 1), false);
shouldBe(log.join(), "yes,own,symbol,1");
log = [];
shouldBe(delete proxy.own, true);
shouldBe(target.own, 1, "the trap did not delete");
shouldBe(delete proxy.keep, false);
shouldThrow(function () { "use strict"; delete proxy.keep; }, TypeError);
shouldBe(Reflect.deleteProperty(proxy, "x"), true);
shouldBe(log.join(), "delete own,delete keep,delete keep,delete x");

// No traps: forwarded.
var forward = new Proxy({ a: 1 }, {});
shouldBe("a" in forward, true);
shouldBe("b" in forward, false);
shouldBe("toString" in forward, true, "through the target's prototype");
shouldBe(delete forward.a, true);
shouldBe("a" in forward, false);

// Invariants: has may not hide a non-configurable property, nor any property of a
// non-extensible target.
var sealed = Object.defineProperty({}, "fixed", { value: 1, configurable: false });
shouldThrow(function () { "fixed" in new Proxy(sealed, { has: function () { return false; } }); }, TypeError);
var closed = Object.preventExtensions({ open: 1 });
shouldThrow(function () { "open" in new Proxy(closed, { has: function () { return false; } }); }, TypeError);
shouldBe("absent" in new Proxy(closed, { has: function () { return false; } }), false);
// Reporting true for anything is allowed.
shouldBe("ghost" in new Proxy(closed, { has: function () { return true; } }), true);

// deleteProperty may not report a non-configurable property deleted, nor a property of a
// non-extensible target.
shouldThrow(function () { delete new Proxy(sealed, { deleteProperty: function () { return true; } }).fixed; }, TypeError);
shouldThrow(function () { delete new Proxy(closed, { deleteProperty: function () { return true; } }).open; }, TypeError);
shouldBe(delete new Proxy(closed, { deleteProperty: function () { return true; } }).absent, true);

// has through `with` and through the prototype chain.
var hits = [];
var scope = new Proxy({ v: 3 }, { has: function (t, key) { hits.push(key); return key in t; } });
var child = Object.create(scope);
shouldBe("v" in child, true);
shouldBe("w" in child, false);
shouldBe(hits.join(), "v,w");
