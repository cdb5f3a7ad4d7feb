// A polymorphic cache may still name the old id of a dictionary that has changed since
// (caches forget such ids at the next collection). Recording a load at that site must
// skip it (it names no structure any more), and the dictionary must still be read right.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function readX(objects, n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum = (sum + objects[i % objects.length].x) | 0;
    return sum;
}

const dictionary = { q: 1, x: 3 };
delete dictionary.q;
const objects = [{ x: 1 }, { y: 0, x: 2 }, dictionary];
shouldBe(readX(objects, 3), 6, "warm-up");
dictionary.z = 0; // a fresh id for the dictionary; the cache still has the old one
shouldBe(readX(objects, 3000), 6000, "after the dictionary changed");
dictionary.x = 30;
shouldBe(readX(objects, 3000), 33000, "a new value");
