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

// register and unregister check their arguments as the specification says.
var registry = new FinalizationRegistry(function () {});
var target = {}, token = {}, symbol = Symbol("t");
shouldBe(registry.register(target, "held"), undefined);
shouldBe(registry.register(target, "held", token), undefined);
shouldBe(registry.register(symbol, target, symbol), undefined, "a symbol target, an object held value");
shouldBe(registry.register({}, 1, undefined), undefined, "an undefined token means none");
[1, "s", null, undefined, 1n, Symbol.for("registered")].forEach(function (value) {
    shouldThrow(function () { registry.register(value, 1); }, TypeError, "target " + String(value));
    if (value !== undefined)
        shouldThrow(function () { registry.register({}, 1, value); }, TypeError, "token " + String(value));
    shouldThrow(function () { registry.unregister(value); }, TypeError, "unregister " + String(value));
});
shouldThrow(function () { registry.register(target, target); }, TypeError, "target and held value the same");
shouldBe(registry.register(target, token, target), undefined, "the token may be the target");

// unregister removes every cell with the token and answers whether it removed one.
shouldBe(registry.unregister(token), true);
shouldBe(registry.unregister(token), false);
shouldBe(registry.unregister(target), true);
shouldBe(registry.unregister(symbol), true);
shouldBe(registry.unregister({}), false);

// The constructor requires new and a callable callback.
shouldThrow(function () { FinalizationRegistry(function () {}); }, TypeError, "without new");
[undefined, 1, {}, "f"].forEach(function (callback) {
    shouldThrow(function () { new FinalizationRegistry(callback); }, TypeError, "callback " + String(callback));
});
shouldBe(FinalizationRegistry.length, 1);
shouldBe(FinalizationRegistry.prototype.register.length, 2);
shouldBe(FinalizationRegistry.prototype.unregister.length, 1);
shouldBe(Object.prototype.toString.call(registry), "[object FinalizationRegistry]");
shouldBe(FinalizationRegistry.prototype.cleanupSome, undefined, "cleanupSome is not in ES2024");

// Receivers are checked.
["register", "unregister"].forEach(function (name) {
    [FinalizationRegistry.prototype, {}, new WeakRef({}), 1].forEach(function (receiver) {
        shouldThrow(function () { FinalizationRegistry.prototype[name].call(receiver, {}, 1); }, TypeError, name);
    });
});

// Many registrations with shared and separate tokens.
var tokens = [{}, {}, {}];
var targets = [];
for (var i = 0; i < 3000; i++) { var t = {}; targets.push(t); registry.register(t, i, tokens[i % 3]); }
shouldBe(registry.unregister(tokens[1]), true);
shouldBe(registry.unregister(tokens[1]), false);
shouldBe(registry.unregister(tokens[0]), true);
