// A get site whose property is an accessor on a prototype (a class's `get x()`, a typed
// array's `length`) remembers where the accessor is and calls its getter without a
// lookup. These check that the site still sees every change a lookup would: a getter
// replaced in place, an accessor turned into data, a shadowing own property, a new
// prototype, a setter-only accessor, a throwing getter, receivers of many shapes, and a
// typed array's canonical numeric names, which never reach the prototypes.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    try {
        f();
    } catch (e) {
        if (!(e instanceof type))
            throw new Error(message + ": expected " + type.name + " but got " + e);
        return;
    }
    throw new Error(message + ": expected " + type.name + " but nothing was thrown");
}

class Point {
    constructor(x) { this._x = x; }
    get x() { return this._x; }
}
function readX(o) { return o.x; }

// The getter runs with the receiver as `this`, at every call.
var points = [new Point(1), new Point(2), new Point(3)];
var sum = 0;
for (var i = 0; i < 3000; i++) sum += readX(points[i % 3]);
shouldBe(sum, 6000);

// Replaced in place: the structure stays, the slot's accessor changes.
Object.defineProperty(Point.prototype, "x", { get() { return -this._x; }, configurable: true });
shouldBe(readX(points[1]), -2, "the replaced getter");

// A setter only: the get answers undefined.
Object.defineProperty(Point.prototype, "x", { get: undefined, set(v) { }, configurable: true });
shouldBe(readX(points[1]), undefined, "an accessor without a getter");

// Turned into a data property.
Object.defineProperty(Point.prototype, "x", { value: "data", writable: true, configurable: true });
shouldBe(readX(points[1]), "data", "a data property now");

// Back to a getter, then shadowed by an own property of one receiver.
Object.defineProperty(Point.prototype, "x", { get() { return this._x * 10; }, configurable: true });
for (var i = 0; i < 100; i++) shouldBe(readX(points[0]), 10);
Object.defineProperty(points[0], "x", { value: "own", configurable: true });
shouldBe(readX(points[0]), "own", "an own property shadows the getter");
shouldBe(readX(points[2]), 30, "the others still reach the getter");

// A new prototype.
var other = { get x() { return "other prototype"; } };
Object.setPrototypeOf(points[2], other);
shouldBe(readX(points[2]), "other prototype");
shouldBe(readX(points[1]), 20);

// A getter that throws, and the site afterwards.
var fail = false;
class Flaky { get x() { if (fail) throw new TypeError("flaky"); return 7; } }
var flaky = new Flaky();
for (var i = 0; i < 100; i++) shouldBe(readX(flaky), 7);
fail = true;
shouldThrow(() => readX(flaky), TypeError, "a throwing getter");
fail = false;
shouldBe(readX(flaky), 7);

// A getter that collects, and one that recurses without end.
class Collecting { get x() { if (typeof gc === "function") gc(); return [1, 2, 3]; } }
for (var i = 0; i < 20; i++) shouldBe(readX(new Collecting()).length, 3);
class Runaway { get x() { return this.x; } }
shouldThrow(() => readX(new Runaway()), RangeError, "a getter recursing without end");

// Many shapes at one site: the site gives up caching, and every answer is right.
function shape(k) {
    var proto = { get x() { return k; } };
    var o = Object.create(proto);
    o["p" + k] = k;
    return o;
}
var shapes = [];
for (var k = 0; k < 12; k++) shapes.push(shape(k));
var total = 0;
for (var i = 0; i < 1200; i++) total += readX(shapes[i % 12]);
shouldBe(total, 100 * 66);

// Typed arrays: `length` and `byteLength` from %TypedArray%.prototype, changes to it seen.
function lengthOf(t) { return t.length; }
var bytes = new Uint8Array(5), doubles = new Float64Array(3);
for (var i = 0; i < 500; i++) {
    shouldBe(lengthOf(bytes), 5);
    shouldBe(lengthOf(doubles), 3);
}
var buffer = new ArrayBuffer(8);
var view = new Int32Array(buffer);
shouldBe(lengthOf(view), 2);
if (typeof buffer.transfer === "function") {
    buffer.transfer();
    shouldBe(lengthOf(view), 0, "a detached view's length");
}
var typedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype);
var original = Object.getOwnPropertyDescriptor(typedArrayPrototype, "length");
Object.defineProperty(typedArrayPrototype, "length", { get() { return "patched"; }, configurable: true });
try {
    shouldBe(lengthOf(bytes), "patched", "a replaced length getter");
} finally {
    Object.defineProperty(typedArrayPrototype, "length", original);
}
shouldBe(lengthOf(bytes), 5);
Object.defineProperty(Uint8Array.prototype, "length", { value: "shadowed", configurable: true });
try {
    shouldBe(lengthOf(bytes), "shadowed", "shadowed on Uint8Array.prototype");
    shouldBe(lengthOf(doubles), 3);
} finally {
    delete Uint8Array.prototype.length;
}
shouldBe(lengthOf(bytes), 5);

// Canonical numeric names never reach the prototypes of a typed array.
function nan(t) { return t.NaN; }
function infinity(t) { return t.Infinity; }
Object.prototype.NaN = "from Object.prototype";
Object.prototype.Infinity = "from Object.prototype";
Object.prototype.notNumeric = "inherited";
try {
    for (var i = 0; i < 200; i++) {
        shouldBe(nan(bytes), undefined, "t.NaN");
        shouldBe(infinity(bytes), undefined, "t.Infinity");
        shouldBe(bytes["-0"], undefined, "t['-0']");
        shouldBe(bytes["1.5"], undefined, "t['1.5']");
        shouldBe(bytes.notNumeric, "inherited", "any other name is looked up");
        shouldBe(nan({}), "from Object.prototype");
    }
} finally {
    delete Object.prototype.NaN;
    delete Object.prototype.Infinity;
    delete Object.prototype.notNumeric;
}
shouldBe(typeof bytes[Symbol.iterator], "function", "a symbol is looked up");
