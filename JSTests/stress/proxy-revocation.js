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
// Proxy.revocable and revoked proxies: every operation throws a TypeError, typeof and
// callability stay, IsArray throws (28.2.2.1, 10.5 ValidateNonRevokedProxy).

var result = Proxy.revocable({ a: 1 }, {});
shouldBe(Object.getPrototypeOf(result), Object.prototype);
shouldBe(Object.keys(result).join(), "proxy,revoke");
shouldBe(typeof result.revoke, "function");
shouldBe(result.revoke.length, 0);
shouldBe(result.revoke.name, "");
shouldBe(Object.prototype.hasOwnProperty.call(result.revoke, "prototype"), false);
shouldThrow(function () { new result.revoke(); }, TypeError);
var proxy = result.proxy;
shouldBe(proxy.a, 1);
shouldBe(result.revoke(), undefined);
shouldBe(result.revoke(), undefined, "revoking twice does nothing");

var operations = [
    function () { return proxy.a; },
    function () { proxy.a = 2; },
    function () { return "a" in proxy; },
    function () { return delete proxy.a; },
    function () { return Object.keys(proxy); },
    function () { return Reflect.ownKeys(proxy); },
    function () { return Object.getOwnPropertyDescriptor(proxy, "a"); },
    function () { return Object.defineProperty(proxy, "b", { value: 1 }); },
    function () { return Object.getPrototypeOf(proxy); },
    function () { return Object.setPrototypeOf(proxy, null); },
    function () { return Object.isExtensible(proxy); },
    function () { return Object.preventExtensions(proxy); },
    function () { return Array.isArray(proxy); },
    function () { return Object.prototype.toString.call(proxy); },
    function () { return JSON.stringify(proxy); },
    function () { for (var k in proxy) {} },
    function () { return { ...proxy }; },
    function () { return Object.create(proxy).x; },
    function () { return proxy instanceof Object; },
];
for (var i = 0; i < operations.length; i++)
    shouldThrow(operations[i], TypeError, "operation " + i);
// typeof reads no internal method.
shouldBe(typeof proxy, "object");

// A revoked callable proxy stays "function" and fails when called or constructed.
var callable = Proxy.revocable(function () { return 1; }, {});
shouldBe(callable.proxy(), 1);
callable.revoke();
shouldBe(typeof callable.proxy, "function");
shouldThrow(function () { callable.proxy(); }, TypeError);
shouldThrow(function () { new callable.proxy(); }, TypeError);
shouldThrow(function () { Reflect.apply(callable.proxy, null, []); }, TypeError);
// A bound function of a revoked proxy.
var boundTarget = Proxy.revocable(function () { return 2; }, {});
var bound = Function.prototype.bind.call(boundTarget.proxy, null);
shouldBe(bound(), 2);
boundTarget.revoke();
shouldThrow(function () { bound(); }, TypeError);

// A trap that revokes its own proxy midway: the operation finishes, later ones throw.
var selfRevoking = Proxy.revocable({ v: 5 }, {
    get: function (t, k) { selfRevoking.revoke(); return t[k]; }
});
shouldBe(selfRevoking.proxy.v, 5);
shouldThrow(function () { selfRevoking.proxy.v; }, TypeError);

// A revoked proxy as a target or handler of a new proxy is allowed; using it throws.
var dead = Proxy.revocable({}, {});
dead.revoke();
var outer = new Proxy(dead.proxy, {});
shouldThrow(function () { outer.x; }, TypeError);
var deadHandler = new Proxy({}, dead.proxy);
shouldThrow(function () { deadHandler.x; }, TypeError);

// Non-object arguments.
shouldThrow(function () { Proxy.revocable(1, {}); }, TypeError);
shouldThrow(function () { Proxy.revocable({}, null); }, TypeError);
shouldThrow(function () { new Proxy({}, 1); }, TypeError);
shouldThrow(function () { new Proxy("string", {}); }, TypeError);
shouldThrow(function () { Proxy({}, {}); }, TypeError, "Proxy requires new");
shouldBe(Object.prototype.hasOwnProperty.call(Proxy, "prototype"), false);
shouldBe(Proxy.length, 2);
shouldBe(Proxy.name, "Proxy");
