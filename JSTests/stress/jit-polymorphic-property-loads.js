// A property load whose cache holds several receiver structures picks the slot by the
// structure in the trace. A structure it has not seen, a property moved out of line, a
// dictionary, a getter and a changed value all have to come out as the interpreter says.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function sumV(objects, n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const o = objects[i % objects.length];
        sum = (sum + o.v * o.w) | 0;
    }
    return sum;
}

const shapes = [
    { v: 1, w: 1 },
    { w: 2, v: 2 },
    { a: 0, v: 3, w: 3 },
    { a: 0, b: 0, w: 4, v: 4 },
    { v: 5, c: 0, w: 5 },
];
shouldBe(sumV(shapes, 5000), 1000 * (1 + 4 + 9 + 16 + 25), "five shapes");

// A sixth shape, mid-loop.
const more = shapes.concat([{ z: 0, y: 0, v: 6, w: 6 }]);
shouldBe(sumV(more, 6000), 1000 * (1 + 4 + 9 + 16 + 25 + 36), "a new shape");

// v out of line (an object with many properties first).
const big = {};
for (let k = 0; k < 20; k++) big["p" + k] = k;
big.v = 7;
big.w = 7;
shouldBe(sumV(shapes.concat([big]), 6000), 1000 * (1 + 4 + 9 + 16 + 25 + 49), "an out-of-line slot");

// A dictionary, a getter, and values that stop being int32s.
const dictionary = { q: 0, v: 8, w: 8 };
delete dictionary.q;
shouldBe(sumV(shapes.concat([dictionary]), 6000), 1000 * (1 + 4 + 9 + 16 + 25 + 64), "a dictionary");
const getter = { get v() { return 9; }, w: 9 };
shouldBe(sumV(shapes.concat([getter]), 6000), 1000 * (1 + 4 + 9 + 16 + 25 + 81), "a getter");
const values = shapes.map((o) => Object.assign({}, o));
shouldBe(sumV(values, 5000), 1000 * (1 + 4 + 9 + 16 + 25), "copies");
values[3].v = 0.5;
shouldBe(sumV(values, 5000), 1000 * (1 + 4 + 9 + 0.5 * 4 + 25), "a double");
values[1].w = "x";
// 2 * "x" is NaN, and (sum + NaN) | 0 is 0: what is left is the last three objects'.
shouldBe(sumV(values, 5000), 9 + 2 + 25, "a string");
values[1].w = 2;

// The objects' values change between runs of the same trace.
for (let round = 0; round < 5; round++) {
    for (const o of shapes) o.v = round;
    shouldBe(sumV(shapes, 500), 100 * round * (1 + 2 + 3 + 4 + 5), "round " + round);
}
