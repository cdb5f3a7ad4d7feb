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
// defineProperty and getOwnPropertyDescriptor traps, including handlers that lie about
// descriptors (10.5.5, 10.5.6).

// getOwnPropertyDescriptor: the result is completed.
var proxy = new Proxy({}, {
    getOwnPropertyDescriptor: function (t, key) {
        return key === "x" ? { value: 1, configurable: true } : undefined;
    }
});
var desc = Object.getOwnPropertyDescriptor(proxy, "x");
shouldBe(desc.value, 1);
shouldBe(desc.writable, false);
shouldBe(desc.enumerable, false);
shouldBe(desc.configurable, true);
shouldBe(Object.getOwnPropertyDescriptor(proxy, "y"), undefined);
shouldBe(Object.prototype.hasOwnProperty.call(proxy, "x"), true);
shouldBe(Object.prototype.hasOwnProperty.call(proxy, "y"), false);
shouldBe(Object.hasOwn(proxy, "x"), true);

// A result that is neither an object nor undefined.
shouldThrow(function () { Object.getOwnPropertyDescriptor(new Proxy({}, { getOwnPropertyDescriptor: function () { return 1; } }), "a"); }, TypeError);
shouldThrow(function () { Object.getOwnPropertyDescriptor(new Proxy({}, { getOwnPropertyDescriptor: function () { return null; } }), "a"); }, TypeError);
// An invalid descriptor object.
shouldThrow(function () {
    Object.getOwnPropertyDescriptor(new Proxy({}, { getOwnPropertyDescriptor: function () { return { get: 1 }; } }), "a");
}, TypeError);

// Lying: hiding a non-configurable property.
var fixed = Object.defineProperty({}, "f", { value: 1, configurable: false });
shouldThrow(function () { Object.getOwnPropertyDescriptor(new Proxy(fixed, { getOwnPropertyDescriptor: function () {} }), "f"); }, TypeError);
// Lying: hiding a property of a non-extensible target.
var closed = Object.preventExtensions({ c: 1 });
shouldThrow(function () { Object.getOwnPropertyDescriptor(new Proxy(closed, { getOwnPropertyDescriptor: function () {} }), "c"); }, TypeError);
// Lying: reporting a property a non-extensible target lacks.
shouldThrow(function () {
    Object.getOwnPropertyDescriptor(new Proxy(closed, { getOwnPropertyDescriptor: function () { return { value: 1, configurable: true }; } }), "nope");
}, TypeError);
// Lying: reporting a configurable property as non-configurable.
shouldThrow(function () {
    Object.getOwnPropertyDescriptor(new Proxy({ a: 1 }, { getOwnPropertyDescriptor: function () { return { value: 1, configurable: false }; } }), "a");
}, TypeError);
// Lying: reporting a missing property as non-configurable.
shouldThrow(function () {
    Object.getOwnPropertyDescriptor(new Proxy({}, { getOwnPropertyDescriptor: function () { return { value: 1, configurable: false }; } }), "a");
}, TypeError);
// Lying: reporting a non-configurable writable property as read-only.
var writableFixed = Object.defineProperty({}, "w", { value: 1, writable: true, configurable: false });
shouldThrow(function () {
    Object.getOwnPropertyDescriptor(new Proxy(writableFixed, {
        getOwnPropertyDescriptor: function () { return { value: 1, writable: false, configurable: false }; }
    }), "w");
}, TypeError);
// Lying: a different value for a frozen property.
shouldThrow(function () {
    Object.getOwnPropertyDescriptor(new Proxy(fixed, {
        getOwnPropertyDescriptor: function () { return { value: 2, configurable: false }; }
    }), "f");
}, TypeError);
// Telling the truth about a frozen property is fine.
shouldBe(Object.getOwnPropertyDescriptor(new Proxy(fixed, {
    getOwnPropertyDescriptor: function () { return { value: 1, configurable: false }; }
}), "f").value, 1);

// A lying descriptor that mutates the target in its own getters.
var mutable = { m: 1 };
var sneaky = new Proxy(mutable, {
    getOwnPropertyDescriptor: function () {
        return { get configurable() { Object.defineProperty(mutable, "m", { configurable: false }); return false; }, value: 1, writable: true };
    }
});
// The target's descriptor was read before the getter ran: it still counts as configurable.
shouldThrow(function () { Object.getOwnPropertyDescriptor(sneaky, "m"); }, TypeError);
shouldBe(Object.getOwnPropertyDescriptor(mutable, "m").configurable, false);

// defineProperty: the descriptor object the trap sees has exactly the given fields.
var seen;
var defining = new Proxy({}, {
    defineProperty: function (t, key, d) { seen = d; return Reflect.defineProperty(t, key, d); }
});
Object.defineProperty(defining, "p", { value: 3, enumerable: true });
shouldBe(Object.keys(seen).join(), "value,enumerable");
shouldBe(defining.p, 3);
defining.q = 4; // [[Set]] creates the property through [[DefineOwnProperty]]
shouldBe(Object.keys(seen).join(), "value,writable,enumerable,configurable");

// A false result: Object.defineProperty throws, Reflect.defineProperty answers false.
var refusing = new Proxy({}, { defineProperty: function () { return false; } });
shouldThrow(function () { Object.defineProperty(refusing, "a", { value: 1 }); }, TypeError);
shouldBe(Reflect.defineProperty(refusing, "a", { value: 1 }), false);

// Invariants.
var lying = { defineProperty: function () { return true; } };
shouldThrow(function () { Object.defineProperty(new Proxy(Object.preventExtensions({}), lying), "n", { value: 1 }); }, TypeError);
shouldThrow(function () { Object.defineProperty(new Proxy({}, lying), "n", { value: 1, configurable: false }); }, TypeError);
shouldThrow(function () { Object.defineProperty(new Proxy({ c: 1 }, lying), "c", { value: 1, configurable: false }); }, TypeError);
shouldThrow(function () { Object.defineProperty(new Proxy(fixed, lying), "f", { value: 2 }); }, TypeError);
shouldThrow(function () { Object.defineProperty(new Proxy(writableFixed, lying), "w", { value: 1, writable: false, configurable: false }); }, TypeError);
Object.defineProperty(new Proxy(fixed, lying), "f", { value: 1 });
