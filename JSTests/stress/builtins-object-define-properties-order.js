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

// ObjectDefineProperties reads and converts every descriptor before defining any.
var log = "";
var descriptors = {
    get a() { log += "a;"; return { value: 1, enumerable: true }; },
    get b() { log += "b;"; return { get: 42 }; },
};
var target = {};
shouldThrow(function () { Object.defineProperties(target, descriptors); }, TypeError);
shouldBe(log, "a;b;");
shouldBe("a" in target, false);

// Only enumerable own properties of the descriptor map count.
var map = Object.create({ inherited: { value: 1 } });
Object.defineProperty(map, "hidden", { value: { value: 2 }, enumerable: false });
map.shown = { value: 3, enumerable: true };
var defined = Object.defineProperties({}, map);
shouldBe(defined.shown, 3);
shouldBe("hidden" in defined, false);
shouldBe("inherited" in defined, false);

// Missing fields default to false / undefined.
var d = Object.getOwnPropertyDescriptor(Object.defineProperties({}, { x: {} }), "x");
shouldBe(d.value, undefined);
shouldBe(d.writable, false);
shouldBe(d.enumerable, false);
shouldBe(d.configurable, false);

// Object.create uses the same algorithm; its first argument must be an object or null.
var created = Object.create(null, { v: { value: 7, enumerable: true } });
shouldBe(Object.getPrototypeOf(created), null);
shouldBe(created.v, 7);
shouldThrow(function () { Object.create(1); }, TypeError);
shouldThrow(function () { Object.create(undefined); }, TypeError);
shouldThrow(function () { Object.defineProperties(1, {}); }, TypeError);
shouldThrow(function () { Object.defineProperties({}, null); }, TypeError);

// Object.defineProperty: the key is converted before the descriptor is read.
log = "";
var key = { toString: function () { log += "key;"; return "k"; } };
var attributes = { get value() { log += "value;"; return 1; } };
Object.defineProperty({}, key, attributes);
shouldBe(log, "key;value;");
shouldThrow(function () { Object.defineProperty(1, "x", {}); }, TypeError);
shouldThrow(function () { Object.defineProperty({}, "x", 1); }, TypeError);
shouldThrow(function () { Object.defineProperty({}, "x", { get: function () {}, value: 1 }); }, TypeError);
