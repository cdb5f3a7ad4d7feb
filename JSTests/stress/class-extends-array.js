function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Subclasses of Array keep array behaviour: length tracking, Array.isArray, species.
class MyArray extends Array {
    sum() { return this.reduce((a, b) => a + b, 0); }
}
var a = new MyArray();
a.push(1, 2, 3);
shouldBe(a.length, 3);
shouldBe(a.sum(), 6);
shouldBe(Array.isArray(a), true);
shouldBe(a instanceof MyArray, true);
shouldBe(a instanceof Array, true);

a[9] = 10;
shouldBe(a.length, 10);
a.length = 2;
shouldBe(a.join(), "1,2");

// Methods that create arrays use the species constructor.
var mapped = a.map(x => x * 2);
shouldBe(mapped instanceof MyArray, true);
shouldBe(mapped.sum(), 6);
shouldBe(a.filter(x => x > 1) instanceof MyArray, true);
shouldBe(a.slice() instanceof MyArray, true);

// Array.from / Array.of called on the subclass construct the subclass.
shouldBe(MyArray.from([1, 2]) instanceof MyArray, true);
shouldBe(MyArray.of(5).sum(), 5);

// Single numeric argument still means length.
var sized = new MyArray(4);
shouldBe(sized.length, 4);

// Overriding Symbol.species.
class Plain extends Array { static get [Symbol.species]() { return Array; } }
var p = new Plain(1, 2, 3);
shouldBe(p.map(x => x) instanceof Plain, false);
shouldBe(Array.isArray(p.map(x => x)), true);
