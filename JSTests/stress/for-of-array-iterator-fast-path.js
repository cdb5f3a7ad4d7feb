// for-of over an array iterator steps it in place while its `next` is the original; the
// loop must behave exactly as if `next` were called and its results read.
function shouldBe(actual, expected, what) {
    if (actual !== expected)
        throw new Error(what + ": expected " + expected + " but got " + actual);
}

function shouldThrow(f, type, what) {
    try {
        f();
    } catch (e) {
        if (!(e instanceof type))
            throw new Error(what + ": expected " + type.name + " but got " + e);
        return;
    }
    throw new Error(what + ": expected an exception");
}

function collect(iterable) {
    const out = [];
    for (const v of iterable) out.push(v);
    return out.join(",");
}

// Elements appended during the loop are seen; a shrinking array ends it early.
const growing = [1, 2, 3];
let seen = 0;
for (const v of growing) {
    if (growing.length < 6) growing.push(v * 10);
    seen++;
}
shouldBe(seen, 6, "appended elements are iterated");
const shrinking = [1, 2, 3, 4];
shouldBe(collect({ [Symbol.iterator]: () => shrinking.values() }), "1,2,3,4", "values()");
seen = [];
for (const v of shrinking) {
    seen.push(v);
    shrinking.length = 2;
}
shouldBe(seen.join(","), "1,2", "truncation ends the loop");

// Holes read through the prototype chain, getters run in order.
const holey = [1, , 3];
Array.prototype[1] = "proto";
shouldBe(collect(holey), "1,proto,3", "a hole reads Array.prototype");
delete Array.prototype[1];
shouldBe(collect(holey), "1,,3", "a hole reads undefined");
const log = [];
const withGetter = [0, 0];
Object.defineProperty(withGetter, 1, { get() { log.push("get"); return 7; } });
shouldBe(collect(withGetter), "0,7", "an accessor element");
shouldBe(log.join(), "get", "the getter ran once");

// keys() and entries() through the same path.
shouldBe(collect(["a", "b"].keys()), "0,1", "keys");
let pairs = "";
for (const [i, v] of ["a", "b"].entries()) pairs += i + v;
shouldBe(pairs, "0a1b", "entries");

// A replaced %ArrayIteratorPrototype%.next is called; one replaced mid-loop is not (the loop
// keeps the next method it got at the start).
const ArrayIteratorPrototype = Object.getPrototypeOf([][Symbol.iterator]());
const originalNext = ArrayIteratorPrototype.next;
let calls = 0;
ArrayIteratorPrototype.next = function () {
    calls++;
    return originalNext.call(this);
};
shouldBe(collect([1, 2]), "1,2", "a wrapped next");
shouldBe(calls, 3, "the wrapped next is called for each step and the end");
ArrayIteratorPrototype.next = originalNext;
calls = 0;
seen = [];
for (const v of [1, 2, 3]) {
    seen.push(v);
    ArrayIteratorPrototype.next = function () { calls++; return { done: true }; };
}
ArrayIteratorPrototype.next = originalNext;
shouldBe(seen.join(","), "1,2,3", "the loop keeps its next method");
shouldBe(calls, 0, "the replacement is not called by the running loop");

// An own `next` on the iterator object is the one GetIterator reads.
const own = [1, 2][Symbol.iterator]();
own.next = () => ({ done: true });
shouldBe(collect({ [Symbol.iterator]: () => own }), "", "an own next");

// A finished iterator stays finished, even if the array grows again.
const finished = [1];
const it = finished[Symbol.iterator]();
shouldBe(collect({ [Symbol.iterator]: () => it }), "1", "first pass");
finished.push(2);
shouldBe(collect({ [Symbol.iterator]: () => it }), "", "a finished iterator");

// Typed arrays, and one whose buffer is detached mid-loop.
shouldBe(collect(new Uint8Array([4, 5])), "4,5", "a typed array");
if (typeof ArrayBuffer.prototype.transfer === "function") {
    const bytes = new Uint8Array([1, 2, 3]);
    shouldThrow(() => {
        for (const v of bytes) if (v === 1) bytes.buffer.transfer();
    }, TypeError, "a detached typed array");
}

// Array-likes through Array.prototype.values.
const arrayLike = { length: 2, 0: "x", 1: "y", [Symbol.iterator]: Array.prototype.values };
shouldBe(collect(arrayLike), "x,y", "an array-like");

// Destructuring takes the same path, and closes the iterator it leaves unfinished.
const [first, , third = "default"] = [1, 2];
shouldBe(first + ":" + third, "1:default", "destructuring");
