// Array destructuring and spread look up `Symbol.iterator` on the value and `next` on the
// iterator for every value; the lookups may be answered by a table of what earlier ones
// found. These check that every change a lookup would see is seen: a patched
// Array.prototype[Symbol.iterator] or %ArrayIteratorPrototype%.next, getters for either,
// a non-callable or missing method, own overrides, and primitives.
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

function firstTwo(value) { const [a, b] = value; return a + "," + b; }
function spread(value) { return [...value].join(""); }

for (var i = 0; i < 500; i++) {
    shouldBe(firstTwo([1, 2, 3]), "1,2");
    shouldBe(firstTwo("xyz"), "x,y", "a string primitive");
    shouldBe(firstTwo(new Map([[1, 2], [3, 4]])), "1,2,3,4");
    shouldBe(spread(new Set(["a", "b"])), "ab");
}

// Array.prototype[Symbol.iterator] replaced, then restored.
var original = Array.prototype[Symbol.iterator];
Array.prototype[Symbol.iterator] = function* () { yield "patched"; yield "iterator"; };
try {
    shouldBe(firstTwo([1, 2]), "patched,iterator");
    shouldBe(spread([1, 2]), "patchediterator");
} finally {
    Array.prototype[Symbol.iterator] = original;
}
shouldBe(firstTwo([1, 2]), "1,2");

// A getter for Symbol.iterator runs at every destructuring.
var getterRuns = 0;
Object.defineProperty(Array.prototype, Symbol.iterator, {
    get() { getterRuns++; return original; }, configurable: true
});
try {
    for (var i = 0; i < 10; i++) shouldBe(firstTwo([5, 6]), "5,6");
    shouldBe(getterRuns, 10, "the getter ran each time");
} finally {
    Object.defineProperty(Array.prototype, Symbol.iterator, { value: original, writable: true, configurable: true });
}

// %ArrayIteratorPrototype%.next replaced: destructuring calls the new one.
var arrayIteratorPrototype = Object.getPrototypeOf([][Symbol.iterator]());
var originalNext = arrayIteratorPrototype.next;
var nextCalls = 0;
arrayIteratorPrototype.next = function () { nextCalls++; return originalNext.call(this); };
try {
    shouldBe(firstTwo([7, 8, 9]), "7,8");
    shouldBe(nextCalls, 2, "destructuring two elements calls next twice");
} finally {
    arrayIteratorPrototype.next = originalNext;
}
shouldBe(firstTwo([7, 8, 9]), "7,8");

// Not callable, null, missing: TypeErrors as GetMethod and GetIterator say.
var notCallable = [1, 2];
notCallable[Symbol.iterator] = 42;
shouldThrow(() => firstTwo(notCallable), TypeError, "a non-callable Symbol.iterator");
var nullMethod = [1, 2];
nullMethod[Symbol.iterator] = null;
shouldThrow(() => firstTwo(nullMethod), TypeError, "a null Symbol.iterator");
shouldThrow(() => firstTwo({}), TypeError, "an object without Symbol.iterator");
shouldThrow(() => firstTwo(5), TypeError, "a number");

// An own iterator whose `next` is a getter, or not callable.
var nextGetterRuns = 0;
var custom = {
    [Symbol.iterator]() {
        var n = 0;
        return { get next() { nextGetterRuns++; return () => ({ value: n++, done: n > 3 }); } };
    }
};
shouldBe(firstTwo(custom), "0,1");
shouldBe(nextGetterRuns, 1, "next is read once per iteration");
var badNext = { [Symbol.iterator]() { return { next: 1 }; } };
shouldThrow(() => firstTwo(badNext), TypeError, "a non-callable next");
var primitiveIterator = { [Symbol.iterator]() { return 1; } };
shouldThrow(() => firstTwo(primitiveIterator), TypeError, "an iterator that is not an object");
