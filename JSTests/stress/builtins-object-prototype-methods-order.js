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

// hasOwnProperty and propertyIsEnumerable convert the key before the receiver.
var log = "";
var key = { toString: function () { log += "key;"; return "k"; } };
shouldThrow(function () { Object.prototype.hasOwnProperty.call(null, key); }, TypeError);
shouldBe(log, "key;");
log = "";
shouldThrow(function () { Object.prototype.propertyIsEnumerable.call(undefined, key); }, TypeError);
shouldBe(log, "key;");

shouldBe("ab".hasOwnProperty(1), true);
shouldBe("ab".hasOwnProperty("length"), true);
shouldBe("ab".propertyIsEnumerable(0), true);
shouldBe("ab".propertyIsEnumerable("length"), false);
shouldBe([].propertyIsEnumerable("length"), false);
shouldBe({}.propertyIsEnumerable("toString"), false);

// isPrototypeOf: a primitive argument gives false before the receiver is checked.
shouldBe(Object.prototype.isPrototypeOf.call(null, 1), false);
shouldThrow(function () { Object.prototype.isPrototypeOf.call(null, {}); }, TypeError);
shouldBe(Function.prototype.isPrototypeOf(Object), true);
shouldBe(Object.prototype.isPrototypeOf(Object.create(null)), false);
var a = {};
shouldBe(a.isPrototypeOf(a), false);

// valueOf converts to an object; toLocaleString invokes toString on the receiver.
shouldBe(typeof Object.prototype.valueOf.call(1), "object");
shouldThrow(function () { Object.prototype.valueOf.call(null); }, TypeError);
shouldBe(Object.prototype.toLocaleString.call({ toString: function () { return "ts"; } }), "ts");
Boolean.prototype.toString = function () { "use strict"; return typeof this; };
shouldBe(Object.prototype.toLocaleString.call(true), "boolean");
delete Boolean.prototype.toString;
shouldThrow(function () { Object.prototype.toLocaleString.call({ toString: 1 }); }, TypeError);
