function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}

var array = new Uint8Array([10, 20, 30]);

// Canonical numeric strings are never ordinary properties: out-of-range or non-integer
// ones read undefined, ignore writes and are not found, even on the prototype.
Object.prototype["-0"] = "proto";
Object.prototype["1.5"] = "proto";
Object.prototype[3] = "proto";
Object.prototype.foo = "proto";
for (var key of ["-0", "1.5", "3", "-1", "Infinity", "-Infinity", "NaN", "4294967295", "1e+21"]) {
    shouldBe(array[key], undefined, key);
    shouldBe(key in array, false, key);
    shouldBe(Object.getOwnPropertyDescriptor(array, key), undefined, key);
    array[key] = 1;
    shouldBe(Object.getOwnPropertyDescriptor(array, key), undefined, key + " after a write");
    shouldBe(delete array[key], true, key);
}
// Strings that are not canonical are ordinary properties.
for (var key of ["01", "1e21", "+1", "0.0", " 1", "-0.0", "foo"]) {
    array[key] = "own";
    shouldBe(array[key], "own", key);
    shouldBe(Object.getOwnPropertyDescriptor(array, key).value, "own", key);
}
shouldBe(array.foo, "own");
delete Object.prototype["-0"];
delete Object.prototype["1.5"];
delete Object.prototype[3];
delete Object.prototype.foo;

// Elements are writable, enumerable, configurable data properties that cannot become
// anything else.
var descriptor = Object.getOwnPropertyDescriptor(array, "1");
shouldBe(descriptor.value, 20);
shouldBe(descriptor.writable && descriptor.enumerable && descriptor.configurable, true);
Object.defineProperty(array, "1", { value: 21 });
shouldBe(array[1], 21);
shouldBe(Reflect.defineProperty(array, "1", { value: 22, writable: true, enumerable: true, configurable: true }), true);
shouldBe(array[1], 22);
shouldBe(Reflect.defineProperty(array, "1", { configurable: false }), false);
shouldBe(Reflect.defineProperty(array, "1", { enumerable: false }), false);
shouldBe(Reflect.defineProperty(array, "1", { writable: false }), false);
shouldBe(Reflect.defineProperty(array, "1", { get() {} }), false);
shouldBe(Reflect.defineProperty(array, "5", { value: 1 }), false);
shouldBe(Reflect.defineProperty(array, "-0", { value: 1 }), false);
shouldThrow(() => Object.defineProperty(array, "7", { value: 1 }), TypeError);
shouldBe(delete array[0], false);
shouldThrow(() => { "use strict"; delete array[0]; }, TypeError);
shouldBe(array[0], 10);

// Own keys: the indices, then strings in creation order, then symbols.
var keyed = new Int8Array(3);
var symbol = Symbol("s");
keyed[symbol] = 1;
keyed.b = 1;
keyed.a = 1;
shouldBe(Reflect.ownKeys(keyed).map(String).join(), "0,1,2,b,a,Symbol(s)");
shouldBe(Object.keys(keyed).join(), "0,1,2,b,a");
var seen = [];
for (var k in keyed) seen.push(k);
shouldBe(seen.join(), "0,1,2,b,a");

// [[Set]] with another receiver: an element of a typed array prototype is set on the
// receiver as an ordinary property; an invalid index is ignored.
var child = Object.create(new Uint8Array(2));
child[0] = 7;
shouldBe(Object.getOwnPropertyDescriptor(child, "0").value, 7);
shouldBe(Object.getPrototypeOf(child)[0], 0);
child[5] = 7;
shouldBe(child.hasOwnProperty("5"), false);
shouldBe(Reflect.set(new Uint8Array(2), 0, 9, {}), true);
var receiverArray = new Uint8Array(2);
shouldBe(Reflect.set(new Uint8Array(2), 0, 9, receiverArray), true);
shouldBe(receiverArray[0], 9);

// [[Get]] and [[Has]] of numeric keys never reach the prototype.
var proto = new Uint8Array(4);
proto[3] = 5;
var shortArray = new Uint8Array(1);
Object.setPrototypeOf(shortArray, proto);
shouldBe(shortArray[3], undefined);
shouldBe(3 in shortArray, false);
shouldBe(Object.create(proto)[3], 5);

// Integrity levels: a non-empty typed array cannot be frozen; preventing extensions
// works; an empty one can be frozen.
shouldThrow(() => Object.freeze(new Uint8Array(1)), TypeError);
shouldBe(Object.isFrozen(Object.freeze(new Uint8Array(0))), true);
shouldBe(Object.isSealed(Object.seal(new Uint8Array(0))), true);
var closed = Object.preventExtensions(new Float64Array(2));
shouldBe(Object.isExtensible(closed), false);
closed.x = 1;
shouldBe(closed.x, undefined);
