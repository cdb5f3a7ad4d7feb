function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Elisions skip elements; holes in the source produce undefined.
var [, second, , fourth] = [1, 2, 3, 4];
shouldBe(second, 2);
shouldBe(fourth, 4);

var [a, b = "default", c] = [1, , 3];
shouldBe(a, 1);
shouldBe(b, "default");
shouldBe(c, 3);

// Trailing elisions still advance the iterator.
var count = 0;
var iterable = {
    [Symbol.iterator]() {
        return { next() { count++; return { value: count, done: false }; }, return() { return {}; } };
    },
};
var [, ,] = iterable;
shouldBe(count, 2);

// An empty array pattern does not call next at all.
count = 0;
var [] = iterable;
shouldBe(count, 0);
