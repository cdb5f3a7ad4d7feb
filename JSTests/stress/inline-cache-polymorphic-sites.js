// A property site that sees several object shapes keeps one entry per shape (up to a
// limit, then goes megamorphic); every read and write must still see the current value
// after shapes change under it.
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}

function read(o) { return o.v; }
function write(o, value) { o.v = value; }

const shapes = [
    () => ({ v: 1 }),
    () => ({ a: 0, v: 2 }),
    () => ({ a: 0, b: 0, v: 3 }),
    () => ({ c: 0, v: 4, d: 0 }),
    () => ({ e: 0, f: 0, g: 0, v: 5 }),
    () => ({ h: 0, i: 0, j: 0, k: 0, v: 6 }),
    () => ({ l: 0, v: 7, m: 0, n: 0, o: 0, p: 0 }),
    () => ({ q: 0, r: 0, s: 0, t: 0, u: 0, w: 0, v: 8 }),
    () => ({ x: 0, y: 0, z: 0, aa: 0, bb: 0, cc: 0, dd: 0, v: 9 }),
];

// Growing from monomorphic to megamorphic, reads and writes stay right at every step.
for (let count = 1; count <= shapes.length; count++) {
    const objects = shapes.slice(0, count).map(make => make());
    for (let round = 0; round < 20; round++) {
        for (let i = 0; i < objects.length; i++) {
            shouldBe(read(objects[i]), i + 1 + round * 100, "read " + count + "/" + i);
            write(objects[i], i + 1 + (round + 1) * 100);
        }
    }
}

// A shape seen before, changed by deleting a property (a dictionary), by adding one, or
// by redefining v as an accessor or read-only.
const plain = { a: 0, v: 2 };
shouldBe(read(plain), 2, "cached shape");
delete plain.a;
shouldBe(read(plain), 2, "after delete");
plain.extra = 1;
shouldBe(read(plain), 2, "after adding");
const accessor = { a: 0, v: 0 };
Object.defineProperty(accessor, "v", { get() { return "getter"; }, set(x) { this.seen = x; } });
shouldBe(read(accessor), "getter", "an accessor v");
write(accessor, 5);
shouldBe(accessor.seen, 5, "the setter ran");
const frozen = Object.freeze({ a: 0, v: 3 });
write(frozen, 99);
shouldBe(read(frozen), 3, "a frozen object keeps its value");

// Missing and prototype entries at a polymorphic site.
const base = { v: "proto" };
const inheriting = Object.create(base);
const missing = Object.create(null);
for (let i = 0; i < 10; i++) {
    shouldBe(read(inheriting), "proto", "from the prototype");
    shouldBe(read(missing), undefined, "missing");
    shouldBe(read(shapes[0]()), 1, "own");
}
base.v = "changed";
shouldBe(read(inheriting), "changed", "the prototype's new value");
inheriting.v = "own now";
shouldBe(read(inheriting), "own now", "shadowed");

// Named properties of arrays, arguments and String objects are cached like any other;
// their indices and length are not confused with them.
function push(a, v) { return a.push(v); }
const arrays = [[], [1], [1, 2, 3]];
for (let i = 0; i < 30; i++) for (const a of arrays) push(a, i);
shouldBe(arrays[2].length, 33, "push through a cached Array.prototype.push");
Array.prototype.push = function () { return "replaced"; };
shouldBe(push([], 1), "replaced", "a replaced push is seen");
delete Array.prototype.push;
Array.prototype.push = function (v) { this[this.length] = v; return this.length; };
function len(o) { return o.length; }
shouldBe(len([1, 2]), 2, "array length");
shouldBe(len(new String("abc")), 3, "String object length");
shouldBe((function () { return len(arguments); })(1, 2, 3), 3, "arguments length");
shouldBe(len({ length: "own" }), "own", "an ordinary length");
const arrayWithName = [1];
arrayWithName.name = "named";
function name(o) { return o.name; }
shouldBe(name(arrayWithName), "named", "a named property of an array");
arrayWithName.name = "renamed";
shouldBe(name(arrayWithName), "renamed", "after a write");

// Properties of string primitives: length, and String.prototype's (cached by its
// structure), with the primitive as the receiver.
function charAt0(s) { return s.charAt(0) + s.length; }
for (let i = 0; i < 5; i++) shouldBe(charAt0("abc"), "a3", "string methods " + i);
const originalCharAt = String.prototype.charAt;
String.prototype.charAt = function () { return "patched"; };
shouldBe(charAt0("abc"), "patched3", "a patched String.prototype method");
delete String.prototype.charAt;
function charAtMethod(s) { return s.charAt; }
shouldBe(charAtMethod("abc"), undefined, "a deleted method");
String.prototype.charAt = originalCharAt;
shouldBe(charAt0("xyz"), "x3", "restored");
Object.defineProperty(String.prototype, "self", { get() { "use strict"; return typeof this; }, configurable: true });
function self(s) { return s.self; }
shouldBe(self("x"), "string", "a strict getter sees the primitive");
delete String.prototype.self;
