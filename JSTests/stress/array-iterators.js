function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// keys, values, entries and Symbol.iterator on arrays.
var arr = ["a", "b"];
shouldBe(arr[Symbol.iterator], Array.prototype.values);
var it = arr.entries();
var r = it.next();
shouldBe(r.value[0], 0);
shouldBe(r.value[1], "a");
shouldBe(r.done, false);
it.next();
r = it.next();
shouldBe(r.done, true);
shouldBe(r.value, undefined);

shouldBe([...arr.keys()].join(), "0,1");
shouldBe([...arr.values()].join(), "a,b");

// The iterator prototype chain.
var ArrayIteratorPrototype = Object.getPrototypeOf(arr.values());
var IteratorPrototype = Object.getPrototypeOf(ArrayIteratorPrototype);
shouldBe(typeof IteratorPrototype[Symbol.iterator], "function");
var iter = arr.values();
shouldBe(iter[Symbol.iterator](), iter);
shouldBe(IteratorPrototype[Symbol.iterator].call(5), 5);

// Array iterators work on array-likes.
var like = { length: 2, 0: "x", 1: "y" };
shouldBe([...Array.prototype.values.call(like)].join(), "x,y");

// Calling next on a non-array-iterator throws TypeError.
shouldThrow(() => ArrayIteratorPrototype.next.call({}), TypeError);

// Holes yield undefined.
var holes = [...[, 1].keys()];
shouldBe(holes.join(), "0,1");
