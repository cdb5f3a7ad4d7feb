function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.5 Array Iterator objects.
var a = ["x", "y"];
var values = a.values();
var ArrayIteratorPrototype = Object.getPrototypeOf(values);
shouldBe(Object.getPrototypeOf(a.keys()), ArrayIteratorPrototype);
shouldBe(Object.getPrototypeOf(a.entries()), ArrayIteratorPrototype);
shouldBe(ArrayIteratorPrototype[Symbol.toStringTag], "Array Iterator");
shouldBe(Object.prototype.toString.call(values), "[object Array Iterator]");
shouldBe(ArrayIteratorPrototype.next.length, 0);
shouldBe(ArrayIteratorPrototype.next.name, "next");
// No visible own properties.
shouldBe(Reflect.ownKeys(values).length, 0);
// Values, keys and entries.
var r = values.next();
shouldBe(r.value, "x");
shouldBe(r.done, false);
shouldBe(values.next().value, "y");
r = values.next();
shouldBe(r.value, undefined);
shouldBe(r.done, true);
// Once done, it stays done even if the array grows.
a.push("z");
shouldBe(values.next().done, true);
// Before it is done, the length is read at every step.
var b = [1];
var it = b.values();
it.next();
b.push(2);
shouldBe(it.next().value, 2);
// Entries are fresh [index, value] arrays.
var e = ["p"].entries().next().value;
shouldBe(Array.isArray(e), true);
shouldBe(e.length, 2);
shouldBe(e[0], 0);
shouldBe(e[1], "p");
// Holes produce undefined (through the prototype chain).
shouldBe([...[, "b"].values()].length, 2);
Array.prototype[0] = "from proto";
shouldBe([, 1].values().next().value, "from proto");
delete Array.prototype[0];
// Array-likes and strings, through the generic methods.
shouldBe([...Array.prototype.values.call({ length: 2, 0: "a", 1: "b" })].join(), "a,b");
shouldBe([...Array.prototype.keys.call("xyz")].join(), "0,1,2");
// next on something else is a TypeError.
shouldThrow(() => ArrayIteratorPrototype.next.call({}), TypeError);
shouldThrow(() => ArrayIteratorPrototype.next.call(undefined), TypeError);
shouldThrow(() => ArrayIteratorPrototype.next.call(ArrayIteratorPrototype), TypeError);
// The iterator is its own iterable.
shouldBe(values[Symbol.iterator](), values);
