// push of one value in traced loops: Int32, Double and Contiguous arrays growing past
// their vector (the trace exits, the interpreter grows it), values that change the shape,
// elements appearing on a prototype, a frozen array, a length made read-only.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function fill(array, n, f) {
    let last = 0;
    for (let i = 0; i < n; i++) last = array.push(f(i));
    return last;
}
function check(array, n, f, message) {
    shouldBe(array.length, n, message + ": length");
    for (let i = 0; i < n; i++) shouldBe(array[i], f(i), message + ": element " + i);
}

const ints = (i) => i * 3;
const doubles = (i) => i + 0.5;
const objects = (i) => ({ i });
const a = [];
shouldBe(fill(a, 5000, ints), 5000);
check(a, 5000, ints, "int32");
const b = [0.25];
fill(b, 3000, doubles);
shouldBe(b[0], 0.25);
for (let i = 0; i < 3000; i++) shouldBe(b[i + 1], doubles(i));
const c = [];
fill(c, 2000, (i) => (i & 1 ? "s" + i : null));
for (let i = 0; i < 2000; i++) shouldBe(c[i], i & 1 ? "s" + i : null);
const d = [];
fill(d, 1000, objects);
for (let i = 0; i < 1000; i++) shouldBe(d[i].i, i);
$vm.gc();
for (let i = 0; i < 1000; i++) shouldBe(d[i].i, i, "after a collection");

// Values that stop fitting the shape mid-loop.
const e = [];
fill(e, 2000, (i) => (i < 1500 ? i : i + 0.5));
check(e, 2000, (i) => (i < 1500 ? i : i + 0.5), "int32 then double");
const g = [];
fill(g, 2000, (i) => (i < 1500 ? i : "x"));
check(g, 2000, (i) => (i < 1500 ? i : "x"), "int32 then string");

// A setter for an index on Array.prototype sees the push that reaches it.
let seen = -1;
Object.defineProperty(Array.prototype, 700, { set(v) { seen = v; }, configurable: true });
const h = [];
fill(h, 1000, ints);
shouldBe(seen, ints(700), "setter on the prototype");
shouldBe(h.length, 1000);
shouldBe(Object.prototype.hasOwnProperty.call(h, 700), false);
delete Array.prototype[700];

// A frozen array, and a read-only length, make push throw.
function pushAll(array, n) {
    let i = 0;
    try {
        for (; i < n; i++) array.push(i);
    } catch (error) {
        return i + ":" + error.constructor.name;
    }
    return String(i);
}
const frozen = [];
pushAll(frozen, 100);
Object.freeze(frozen);
shouldBe(pushAll(frozen, 100), "0:TypeError");
const readOnly = [];
pushAll(readOnly, 100);
Object.defineProperty(readOnly, "length", { writable: false });
shouldBe(pushAll(readOnly, 100), "0:TypeError");
shouldBe(readOnly.length, 100);

// Stores at the length append, as push does.
function appendAll(array, n, f) {
    for (let i = 0; i < n; i++) array[array.length] = f(i);
    return array.length;
}
function storeEach(array, n, f) {
    for (let i = 0; i < n; i++) array[i] = f(i);
    return array.length;
}
const k = [0];
shouldBe(appendAll(k, 3000, ints), 3001);
for (let i = 0; i < 3000; i++) shouldBe(k[i + 1], ints(i), "appended " + i);
const sieve = [];
shouldBe(storeEach(sieve, 5000, () => true), 5000);
for (let i = 0; i < 5000; i++) shouldBe(sieve[i], true, "sieve " + i);
// Past the length (a hole in between), then at the length again.
function storeStrided(array, n, stride) {
    for (let i = 0; i < n; i++) array[i * stride] = i;
    return array.length;
}
const strided = [];
shouldBe(storeStrided(strided, 100, 1), 100);
shouldBe(storeStrided(strided, 100, 2), 199);
shouldBe(strided[197], undefined);
shouldBe(strided[198], 99);
// A frozen array ignores the stores (sloppy mode), a setter on the prototype sees its index.
const frozenAppend = [1, 2, 3];
Object.freeze(frozenAppend);
shouldBe(appendAll(frozenAppend, 100, ints), 3, "frozen");
let seenAppend = -1;
Object.defineProperty(Array.prototype, 50, { set(v) { seenAppend = v; }, configurable: true });
const viaSetter = [];
shouldBe(storeEach(viaSetter, 100, ints), 100);
shouldBe(seenAppend, ints(50), "setter on the prototype");
shouldBe(Object.prototype.hasOwnProperty.call(viaSetter, 50), false);
delete Array.prototype[50];
