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
// Private names bypass proxies: a class whose base constructor returns a proxy installs
// its private fields and methods on the proxy itself, without any trap.

var log = [];
var handler = {};
["defineProperty", "get", "set", "has", "getOwnPropertyDescriptor", "ownKeys"].forEach(function (name) {
    handler[name] = function () { log.push(name); return Reflect[name].apply(null, arguments); };
});
class Base { constructor() { return new Proxy({}, handler); } }
class Derived extends Base {
    #field = 42;
    #method() { return this.#field + 1; }
    static read(o) { return o.#field; }
    static write(o, v) { o.#field = v; }
    static call(o) { return o.#method(); }
    static has(o) { return #field in o; }
}
var instance = new Derived();
shouldBe(Derived.read(instance), 42);
Derived.write(instance, 7);
shouldBe(Derived.read(instance), 7);
shouldBe(Derived.call(instance), 8);
shouldBe(Derived.has(instance), true);
shouldBe(Derived.has(new Proxy({}, {})), false);
shouldThrow(function () { Derived.read(new Proxy(instance, {})); }, TypeError, "a proxy of it has no private field");
shouldBe(log.length, 0, "no trap ran");
shouldBe(Reflect.ownKeys(instance).length, 0);
shouldBe(log.join(), "ownKeys");
// Many instances, so that the proxies' storage grows and is collected.
for (var i = 0; i < 200; i++) {
    var each = new Derived();
    Derived.write(each, i);
    shouldBe(Derived.read(each), i);
}
