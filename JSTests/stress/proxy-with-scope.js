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
// A proxy as the object of a `with` statement: name resolution asks `has` (and
// @@unscopables through `get`), reads ask `get`, writes ask `set`.

var log = [];
var target = { a: 1, b: 2 };
var proxy = new Proxy(target, {
    has: function (t, key) { log.push("has " + String(key)); return key in t; },
    get: function (t, key) { log.push("get " + String(key)); return t[key]; },
    set: function (t, key, value) { log.push("set " + key); t[key] = value; return true; }
});
var outside = "outer";
with (proxy) {
    shouldBe(a, 1);
    b = 20;
    shouldBe(outside, "outer");
}
shouldBe(target.b, 20);
shouldBe(log.indexOf("has a") >= 0, true);
shouldBe(log.indexOf("get a") >= 0, true);
shouldBe(log.indexOf("set b") >= 0, true);
shouldBe(log.indexOf("get Symbol(Symbol.unscopables)") >= 0, true);
shouldBe(log.indexOf("has outside") >= 0, true);
shouldBe(log.indexOf("get outside"), -1, "a name the proxy lacks is not read from it");

// @@unscopables hides a name the proxy has.
var hidden = new Proxy({ shadow: "inner" }, {
    get: function (t, key) { return key === Symbol.unscopables ? { shadow: true } : t[key]; }
});
var shadow = "outer";
with (hidden) { shouldBe(shadow, "outer"); }

// A has trap can claim any name, even `undefined`.
var everything = new Proxy({}, { has: function (t, key) { return key === "anyName" || key === "undefined"; }, get: function (t, key) { return typeof key === "symbol" ? undefined : "<" + key + ">"; } });
var caught = [];
with (everything) {
    caught = [anyName, undefined];
}
shouldBe(caught[0], "<anyName>");
shouldBe(caught[1], "<undefined>");
// Functions called through a with-proxy get the proxy as this (sloppy).
var calls = [];
var methods = new Proxy({ m: function () { calls.push(this); } }, {});
with (methods) { m(); }
shouldBe(calls[0], methods);

// A revoked proxy in a with scope throws on lookup.
var revocable = Proxy.revocable({ z: 1 }, {});
var readZ;
with (revocable.proxy) {
    readZ = function () { return z; };
}
shouldBe(readZ(), 1);
revocable.revoke();
shouldThrow(readZ, TypeError);
// A typeof through a with-proxy.
with (new Proxy({ f: function () {} }, {})) { shouldBe(typeof f, "function"); }
