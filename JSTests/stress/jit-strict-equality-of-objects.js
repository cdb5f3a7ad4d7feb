// === and !== where one side is undefined, null, an object or a symbol compare by
// identity in traces; strings, numbers of the same value and NaN must still come out
// as the interpreter says when they turn up at the same site.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function countSame(values, target, n) {
    let count = 0;
    for (let i = 0; i < n; i++) if (values[i % values.length] === target) count++;
    return count;
}
function countDifferentFlag(values, target, n) {
    let count = 0;
    for (let i = 0; i < n; i++) {
        const different = values[i % values.length] !== target;
        count += different ? 1 : 0;
    }
    return count;
}

const a = { id: 1 }, b = { id: 2 }, s = Symbol("s");
shouldBe(countSame([a, b, a, null], a, 4000), 2000, "objects");
shouldBe(countSame([a, b, undefined, null], undefined, 4000), 1000, "undefined");
shouldBe(countSame([a, b, undefined, null], null, 4000), 1000, "null");
shouldBe(countSame([s, a, Symbol("s")], s, 3000), 1000, "symbols");
shouldBe(countDifferentFlag([a, b, a, undefined], a, 4000), 2000, "!== objects");

// The site sees a string, a number, NaN and -0 after the trace was recorded on objects.
const mixed = [a, "x", 1, NaN, -0, 0, b];
shouldBe(countSame(mixed, a, 7000), 1000, "mixed against an object");
shouldBe(countSame(mixed, "x", 7000), 1000, "mixed against a string");
shouldBe(countSame(mixed, 0, 7000), 2000, "mixed against 0 (-0 === 0)");
shouldBe(countSame(mixed, NaN, 7000), 0, "NaN is never ===");
shouldBe(countSame(["a" + "b", "ab", "a"], "ab", 3000), 2000, "strings by content");

// A linked list walked to null.
function lengthOf(list) {
    let n = 0;
    for (let node = list; node !== null; node = node.next) n++;
    return n;
}
let list = null;
for (let i = 0; i < 500; i++) list = { next: list, value: i };
shouldBe(lengthOf(list), 500);
