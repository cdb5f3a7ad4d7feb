function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Destructuring in for-of heads with declarations and assignment targets.
var sums = [];
for (var [a, b] of [[1, 2], [3, 4]]) sums.push(a + b);
shouldBe(sums.join(), "3,7");

var names = [];
for (const { name, age = 0 } of [{ name: "x", age: 1 }, { name: "y" }]) names.push(name + age);
shouldBe(names.join(), "x1,y0");

// Entries of an object.
var out = [];
for (let [key, value] of Object.entries({ p: 1, q: 2 })) out.push(key + "=" + value);
shouldBe(out.join("&"), "p=1&q=2");

// Assignment patterns to existing variables and properties.
var x, y, holder = {};
var log = [];
for ([x, holder.y] of [[1, 2], [3, 4]]) log.push(x + holder.y);
shouldBe(log.join(), "3,7");
shouldBe(x, 3);

// Destructuring in for-in heads (keys are strings).
var chars = [];
for (var [c0, c1] in { ab: 1, cd: 2 }) chars.push(c1 + c0);
shouldBe(chars.join(), "ba,dc");

// A pattern that throws in the body of the loop closes the iterator.
var closed = false;
var iterable = {
    [Symbol.iterator]() {
        return {
            next() { return { value: null, done: false }; },
            return() { closed = true; return {}; },
        };
    },
};
shouldThrow(() => { for (var [z] of iterable) {} }, TypeError);
shouldBe(closed, true);
