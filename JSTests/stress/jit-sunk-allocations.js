//@ runDefault
//@ runNoJIT
//@ runEagerJIT
//@ runGCStress
// Objects a loop makes and drops (`{x, y}` temporaries, `new` of small constructors) are
// not allocated by its trace; an exit whose registers hold one makes it. Each case makes
// a guard fail while such an object is held, partway through building it or after, and
// checks the object the interpreter then sees.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// An overflow while the literal is half built: the exit makes it with its first field.
function halfBuilt(n, big) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const p = { x: i, y: i === n - 1 ? big * big : i * 2 };
        sum += p.x + p.y;
    }
    return sum;
}
shouldBe(halfBuilt(5000, 3), 4999 * 5000 / 2 + 2 * (4998 * 4999 / 2) + 9);
shouldBe(halfBuilt(5000, 1 << 20), 4999 * 5000 / 2 + 2 * (4998 * 4999 / 2) + 2 ** 40);

// A guard fails after the object is complete and it escapes in the interpreter: the
// object the exit made has its fields, in order, and its prototype.
const kept = [];
function escapesOnExit(values) {
    let sum = 0;
    for (let i = 0; i < values.length; i++) {
        const p = { a: values[i], b: i, c: "s" + (i & 3) };
        if (typeof p.a !== "number") kept.push(p);
        sum += p.b;
    }
    return sum;
}
const values = [];
for (let i = 0; i < 3000; i++) values.push(i === 2500 ? "odd" : i);
shouldBe(escapesOnExit(values), 2999 * 3000 / 2);
shouldBe(kept.length, 1);
shouldBe(JSON.stringify(kept[0]), '{"a":"odd","b":2500,"c":"s0"}');
shouldBe(Object.getPrototypeOf(kept[0]), Object.prototype);
kept[0].d = 4;
shouldBe(Object.keys(kept[0]).join(), "a,b,c,d");

// `new` of a constructor written in JavaScript, whose result is dropped; a field turns
// into a double late in the loop.
function Vec(x, y) {
    this.x = x;
    this.y = y;
}
Vec.prototype.dot = function (other) {
    return this.x * other.x + this.y * other.y;
};
function dots(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const v = new Vec(i, i < n - 10 ? 1 : 0.5);
        const w = new Vec(1, 2);
        sum += v.dot(w);
    }
    return sum;
}
let expected = 0;
for (let i = 0; i < 4000; i++) expected += i + 2 * (i < 3990 ? 1 : 0.5);
shouldBe(dots(4000), expected);

// The last iteration's object is read after the loop: it escapes, and must be the same
// object the loop made.
function lastOne(n) {
    let last = null;
    for (let i = 0; i < n; i++) {
        const p = { i };
        last = p;
    }
    return last;
}
shouldBe(lastOne(3000).i, 2999);

// An object stored into another one escapes; the outer one may not.
function nested(n) {
    let total = 0;
    for (let i = 0; i < n; i++) {
        const inner = { v: i };
        const outer = { inner, w: 1 };
        total += outer.inner.v + outer.w;
    }
    return total;
}
shouldBe(nested(3000), 2999 * 3000 / 2 + 3000);

// Objects made at exits hold the only references to fresh strings: under GC stress the
// exit allocates, and the strings must survive it.
function strings(n) {
    const made = [];
    for (let i = 0; i < n; i++) {
        const p = { s: "v" + i, t: ("w" + i).length };
        if (p.t > 4) made.push(p);
    }
    return made;
}
const made = strings(2500);
shouldBe(made.length, 2500 - 1000);
shouldBe(made[0].s, "v1000");
shouldBe(made[made.length - 1].s, "v2499");

// Exits that make objects many times over (a branch that alternates keeps exiting until a
// side trace grows; an object held across it escapes).
function alternating(n) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        const p = { k: i };
        if (i & 1) s += p.k;
        else s -= 1;
    }
    return s;
}
shouldBe(alternating(5000), 2500 * 2500 - 2500);

// Objects held in sunk objects: an exit makes the whole graph, each object once, so that
// identity holds between what registers and fields hold.
const graphs = [];
function graph(n, breakAt) {
    let total = 0;
    for (let i = 0; i < n; i++) {
        const leaf = { v: i };
        const node = { left: leaf, right: leaf, depth: 1 };
        const root = { node, tag: i & 7 };
        if (i === breakAt) graphs.push(root, leaf);
        total += root.node.left.v + root.tag;
    }
    return total;
}
let graphTotal = 0;
for (let i = 0; i < 2000; i++) graphTotal += i + (i & 7);
shouldBe(graph(2000, 1900), graphTotal);
shouldBe(graphs.length, 2);
shouldBe(graphs[0].node.left, graphs[1], "the leaf the register holds is the one in the graph");
shouldBe(graphs[0].node.left, graphs[0].node.right);
shouldBe(graphs[0].node.left.v, 1900);
shouldBe(JSON.stringify(graphs[0]), '{"node":{"left":{"v":1900},"right":{"v":1900},"depth":1},"tag":4}');

// A branch on an object that is sometimes there: the side trace grown from the branch's
// exit finds the objects the exit made.
function optional(n) {
    let s = 0;
    let keep = null;
    for (let i = 0; i < n; i++) {
        const pair = { first: { x: i }, next: keep };
        if ((i & 63) === 0) keep = { v: i };
        s = (s + pair.first.x + (pair.next ? pair.next.v & 3 : 0)) | 0;
    }
    return s;
}
let optionalExpected = 0;
for (let i = 0, keep = -1; i < 3000; i++) {
    optionalExpected = (optionalExpected + i + (keep >= 0 ? keep & 3 : 0)) | 0;
    if ((i & 63) === 0) keep = i;
}
shouldBe(optional(3000), optionalExpected);

// Array literals that die in their iteration are not allocated either; an exit makes them
// with their elements, in their shape (int32, double, or values), nested ones first.
const arrays = [];
function tuples(n, breakAt) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const ints = [i, i + 1];
        const doubles = [i + 0.5, 2];
        const values = [ints, "s", { k: i }];
        const empty = [];
        if (i === breakAt) arrays.push(ints, doubles, values, empty);
        sum = (sum + ints[1] + doubles[1] + values[0][0] + empty.length + values.length) | 0;
    }
    return sum;
}
let tupleSum = 0;
for (let i = 0; i < 2000; i++) tupleSum = (tupleSum + (i + 1) + 2 + i + 0 + 3) | 0;
shouldBe(tuples(2000, 1500), tupleSum);
shouldBe(arrays.length, 4);
const [ints, doubles, valuesArray, empty] = arrays;
shouldBe(Array.isArray(ints) && Array.isArray(empty), true);
shouldBe(JSON.stringify(ints), "[1500,1501]");
shouldBe(JSON.stringify(doubles), "[1500.5,2]");
shouldBe(valuesArray[0], ints, "the nested array is the one the register held");
shouldBe(JSON.stringify(valuesArray), '[[1500,1501],"s",{"k":1500}]');
shouldBe(empty.length, 0);
ints.push(7.5);
doubles.push("x");
shouldBe(JSON.stringify([ints, doubles]), '[[1500,1501,7.5],[1500.5,2,"x"]]');

// A guard fails while a sunk array is held: an int32 element overflows to a double.
function overflowing(n, big) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const pair = [i, i === n - 1 ? big + big : i];
        sum += pair[0] + pair[1];
    }
    return sum;
}
shouldBe(overflowing(3000, 2 ** 30), 2999 * 3000 / 2 + 2998 * 2999 / 2 + 2 ** 31);
