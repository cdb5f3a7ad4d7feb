// `k in O` and CreateDataProperty (the self-hosted `map`'s `$CreateDataProperty`, an
// object literal's `[k]: v`) answer from an array's vector when they can; these check that
// they still answer what the specification's steps answer wherever the vector is not the
// whole story: holes, prototypes, typed arrays, proxies, frozen, sealed and
// non-extensible objects, a read-only length, and values that change the vector's kind.
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

function has(o, k) { return k in o; }

// `in`: elements, holes, past the end, negative and non-int32 keys.
for (var round = 0; round < 2000; round++) {
    var a = [1, , 3.5, "s", undefined];
    shouldBe(has(a, 0), true);
    shouldBe(has(a, 1), false, "a hole");
    shouldBe(has(a, 2), true);
    shouldBe(has(a, 4), true, "an undefined element is there");
    shouldBe(has(a, 5), false, "past the end");
    shouldBe(has(a, -1), false);
    shouldBe(has(a, 1.5), false);
    shouldBe(has(a, "0"), true);
    shouldBe(has(a, "length"), true);
    var d = [0.5, , 2.5];
    shouldBe(has(d, 1), false, "a hole in a double vector");
    shouldBe(has(d, 2), true);
}

// A hole shows what the prototype chain has.
Array.prototype[1] = "inherited";
try {
    shouldBe(has([1, , 3], 1), true, "an element of Array.prototype");
} finally {
    delete Array.prototype[1];
}
shouldBe(has([1, , 3], 1), false);
var proto = [10, 20, 30];
var child = Object.create(proto);
shouldBe(has(child, 2), true, "an element of the prototype");

// Typed arrays: in bounds, out of bounds, detached.
var bytes = new Uint8Array(4);
shouldBe(has(bytes, 3), true);
shouldBe(has(bytes, 4), false);
shouldBe(has(bytes, -0), true);
var buffer = new ArrayBuffer(8);
var view = new Int16Array(buffer);
shouldBe(has(view, 0), true);
if (typeof buffer.transfer === "function") {
    buffer.transfer();
    shouldBe(has(view, 0), false, "a detached buffer has no elements");
}

// A proxy's `has` trap runs, even for an index its target holds.
var trapped = [];
var proxy = new Proxy([1, 2, 3], { has(target, key) { trapped.push(key); return key === "1"; } });
shouldBe(has(proxy, 0), false);
shouldBe(has(proxy, 1), true);
shouldBe(trapped.join(), "0,1");

// `in` on what is not an object still throws.
shouldThrow(() => has(1, 0), TypeError, "a number on the right of in");
shouldThrow(() => has(undefined, 0), TypeError, "undefined on the right of in");

// CreateDataProperty through the self-hosted `map`: its result is an array of the
// source's length, written element by element.
for (var round = 0; round < 300; round++) {
    var mapped = [1, 2, 3, 4].map((v, i) => (i === 2 ? "two" : i === 3 ? 0.5 : v * 2));
    shouldBe(mapped.length, 4);
    shouldBe(mapped.join(), "2,4,two,0.5", "int32, then a string, then a double");
    var sparse = [1, , 3].map(v => v);
    shouldBe(sparse.length, 3);
    shouldBe(1 in sparse, false, "map keeps a hole a hole");
}

// CreateDataProperty defines: a setter on the prototype is not called, and a read-only
// inherited element does not stop it.
var setterCalls = 0;
Object.defineProperty(Array.prototype, 2, { set(v) { setterCalls++; }, get() { return "getter"; }, configurable: true });
try {
    var viaMap = [1, 2, 3, 4].map(v => v + 1);
    shouldBe(setterCalls, 0, "map defines, never sets");
    shouldBe(Object.getOwnPropertyDescriptor(viaMap, 2).value, 4);
    var viaLiteral = { [2]: "own" };
    shouldBe(setterCalls, 0, "an object literal defines");
    shouldBe(Object.getOwnPropertyDescriptor(viaLiteral, 2).value, "own");
} finally {
    delete Array.prototype[2];
}
Object.defineProperty(Object.prototype, 0, { value: "read-only", writable: false, configurable: true });
try {
    var literal = { [0]: "defined anyway" };
    shouldBe(Object.getOwnPropertyDescriptor(literal, 0).value, "defined anyway");
    shouldBe([5].map(v => v)[0], 5);
} finally {
    delete Object.prototype[0];
}

// A species constructor that hands back a frozen, sealed or non-extensible array, or one
// with a read-only length: the definitions must fail as the specification says (a
// TypeError from CreateDataPropertyOrThrow) and leave the array alone.
function speciesArray(prepare) {
    var source = [1, 2, 3];
    source.constructor = {
        [Symbol.species]: function (length) {
            var result = [7];
            prepare(result);
            return result;
        }
    };
    return source;
}
shouldThrow(() => speciesArray(Object.freeze).map(v => v), TypeError, "a frozen result");
shouldThrow(() => speciesArray(Object.seal).map(v => v), TypeError, "a sealed result grows");
shouldThrow(() => speciesArray(Object.preventExtensions).map(v => v), TypeError,
    "a non-extensible result grows");
shouldThrow(() => speciesArray(a => { a.length = 3; Object.preventExtensions(a); }).map(v => v), TypeError,
    "a non-extensible result's hole");
var withReadOnlyLength = speciesArray(a => Object.defineProperty(a, "length", { writable: false }));
shouldThrow(() => withReadOnlyLength.map(v => v), TypeError, "past a read-only length");
// An element already there of a non-extensible array is still writable and configurable.
var notExtensible = speciesArray(a => { a[1] = 8; a[2] = 9; Object.preventExtensions(a); }).map(v => v * 10);
shouldBe(notExtensible.join(), "10,20,30");
shouldBe(Object.isExtensible(notExtensible), false);

// Computed keys in object literals: indices, a key past a big gap, non-index keys.
for (var round = 0; round < 500; round++) {
    var key = round & 3;
    var o = { [key]: "a", [key + 1]: "b", [4294967295]: "not an index", ["x" + key]: key };
    shouldBe(o[key], "a");
    shouldBe(o[key + 1], "b");
    shouldBe(o[4294967295], "not an index");
    shouldBe(o["x" + key], key);
    var keys = Object.keys(o);
    shouldBe(keys[0], String(key), "index keys come first, in order");
}

// A getter on the object being defined into is replaced, not called.
var calls = 0;
var target = [1, 2, 3];
Object.defineProperty(target, 1, { get() { calls++; return 0; }, configurable: true });
var replaced = target.map(v => v);
shouldBe(calls, 1, "map reads the getter once");
shouldBe(replaced[1], 0);
