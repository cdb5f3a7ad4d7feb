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

// Freezing an array makes its length read-only.
var array = Object.freeze([1, 2, 3]);
shouldBe(Object.isFrozen(array), true);
var length = Object.getOwnPropertyDescriptor(array, "length");
shouldBe(length.writable, false);
shouldBe(length.configurable, false);
shouldThrow(function () { "use strict"; array.length = 0; }, TypeError);
shouldThrow(function () { "use strict"; array[3] = 4; }, TypeError);
shouldBe(array.length, 3);

// Sealing keeps values writable.
var sealed = Object.seal([1]);
sealed[0] = 5;
shouldBe(sealed[0], 5);
shouldBe(Object.isSealed(sealed), true);
shouldBe(Object.isFrozen(sealed), false);
shouldBe(Object.getOwnPropertyDescriptor(sealed, "length").writable, true);

// Freezing a mapped arguments object cuts its link to the parameters.
function mapped(x) {
    Object.freeze(arguments);
    x = 2;
    return [arguments[0], Object.isFrozen(arguments)];
}
var result = mapped(1);
shouldBe(result[0], 1);
shouldBe(result[1], true);

// String objects: their index properties are already read-only and non-configurable.
var string = Object("ab");
shouldBe(Object.isFrozen(string), false);
Object.preventExtensions(string);
shouldBe(Object.isFrozen(string), true);

// Non-objects are returned unchanged and count as frozen and sealed.
shouldBe(Object.freeze(1), 1);
shouldBe(Object.seal("s"), "s");
shouldBe(Object.preventExtensions(true), true);
shouldBe(Object.isFrozen(1), true);
shouldBe(Object.isSealed(undefined), true);
shouldBe(Object.isExtensible(1), false);

// An empty non-extensible object is both frozen and sealed; an accessor does not need
// to be "read-only" for the object to be frozen.
var accessor = Object.preventExtensions(Object.defineProperty({}, "x", { get: function () {}, configurable: false }));
shouldBe(Object.isFrozen(accessor), true);
shouldBe(Object.isFrozen(Object.preventExtensions({})), true);
