// Traces step Map, Set and String iterators, and array iterators of keys and entries or of
// typed arrays, by a call of the iterator's own step (guarded on the iterator's type and
// on `next` being the original). The loops here run long enough to be traced, and then
// what the guards stand on changes in the middle of a loop: the kind of iterator at a
// site, `next` replaced after the trace was compiled, the collection changed under the
// cursor, values of another type, elements that are accessors or holes, a typed array
// shrunk to nothing.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

const N = 600;
const MapIteratorPrototype = Object.getPrototypeOf(new Map().keys());
const SetIteratorPrototype = Object.getPrototypeOf(new Set().values());
const StringIteratorPrototype = Object.getPrototypeOf(""[Symbol.iterator]());
const ArrayIteratorPrototype = Object.getPrototypeOf([].keys());

// One for-of site that sees every kind of iterator in turn: each change of kind fails the
// type guard of the trace compiled for the kind before.
function describe(v) {
    if (typeof v === "number") return v;
    if (typeof v === "string") return v.length * 1000 + v.codePointAt(0);
    if (typeof v === "bigint") return Number(v);
    return v[0] * 7 + describe(v[1]);
}
function sumOf(iterable) {
    let sum = 0, count = 0;
    for (const v of iterable) { sum = (sum + describe(v)) % 1000000007; count++; }
    return sum + ":" + count;
}
function expectedSum(values) {
    let sum = 0;
    for (let i = 0; i < values.length; i++) sum = (sum + describe(values[i])) % 1000000007;
    return sum + ":" + values.length;
}
{
    const map = new Map(), set = new Set(), array = [];
    let text = "";
    for (let i = 0; i < N; i++) {
        map.set(i, i * 3);
        set.add(i * 5);
        array.push(i & 63);
        text += i % 7 === 0 ? "\u{1F600}" : i % 11 === 0 ? "\u0101" : String.fromCharCode(65 + (i % 26));
    }
    const typed = new Int32Array(array);
    function* generated() { for (let i = 0; i < N; i++) yield i; }
    const rounds = [
        [() => set, () => Array.from(set)],
        [() => map, () => Array.from(map)],
        [() => map.keys(), () => Array.from(map.keys())],
        [() => map.values(), () => Array.from(map.values())],
        [() => text, () => Array.from(text)],
        [() => array.keys(), () => Array.from(array.keys())],
        [() => array.entries(), () => Array.from(array.entries())],
        [() => array, () => array.slice()],
        [() => typed, () => Array.from(typed)],
        [() => typed.entries(), () => Array.from(typed.entries())],
        [() => set.entries(), () => Array.from(set.entries())],
        [() => generated(), () => Array.from(generated())],
        [() => new BigInt64Array([1n, 2n, 3n]), () => [1n, 2n, 3n]],
    ];
    for (let pass = 0; pass < 3; pass++)
        for (const [make, expected] of rounds)
            shouldBe(sumOf(make()), expectedSum(expected()), "pass " + pass + " " + make);
}

// `next` replaced on the prototype after the trace was compiled: the loop running keeps the
// method it read; the next loop reads the new one, which the trace's guard on `next` sees.
function countLoop(iterable) {
    let count = 0, sum = 0;
    for (const v of iterable) { count++; sum = (sum + (typeof v === "string" ? v.length : v)) | 0; }
    return count + "/" + sum;
}
function replaceNextDuring(prototype, make, expectedCount, expectedSum) {
    const original = prototype.next;
    let calls = 0;
    let replacedAt = -1;
    let count = 0;
    for (const v of make()) {
        if (++count === 300) {
            replacedAt = count;
            prototype.next = function () { calls++; return original.call(this); };
        }
    }
    shouldBe(count, expectedCount, "the loop that replaced next");
    shouldBe(calls, 0, "the loop that replaced next calls the method it read");
    shouldBe(countLoop(make()), expectedCount + "/" + expectedSum, "a loop with the replaced next");
    shouldBe(calls, expectedCount + 1, "calls of the replaced next");
    prototype.next = original;
    shouldBe(countLoop(make()), expectedCount + "/" + expectedSum, "back to the original");
    shouldBe(calls, expectedCount + 1);
}
{
    const map = new Map(), set = new Set(), array = [];
    let text = "";
    for (let i = 0; i < N; i++) { map.set("k" + i, i); set.add(i); array.push(i); text += "\u{10400}"; }
    const total = (N * (N - 1)) / 2;
    replaceNextDuring(MapIteratorPrototype, () => map.values(), N, total);
    replaceNextDuring(SetIteratorPrototype, () => set, N, total);
    replaceNextDuring(StringIteratorPrototype, () => text, N, 2 * N);
    replaceNextDuring(ArrayIteratorPrototype, () => array.keys(), N, total);
    // The same with a warm trace from an earlier call of the same function.
    for (let i = 0; i < 3; i++) shouldBe(countLoop(set), N + "/" + total);
    const original = SetIteratorPrototype.next;
    let calls = 0;
    SetIteratorPrototype.next = function () { calls++; return original.call(this); };
    shouldBe(countLoop(set), N + "/" + total);
    shouldBe(calls, N + 1);
    SetIteratorPrototype.next = original;
    // A `next` that ends early, installed halfway through a later loop's life.
    SetIteratorPrototype.next = function () { return { value: 1, done: ++calls > N + 11 }; };
    shouldBe(countLoop(set), "10/10");
    SetIteratorPrototype.next = original;
}

// The collection changes under the cursor while the trace runs.
{
    const m = new Map();
    for (let i = 0; i < N; i++) m.set(i, i);
    let seen = 0, sum = 0;
    for (const [k, v] of m) {
        seen++; sum += v;
        if (k === 100) for (let j = 101; j < 400; j++) m.delete(j); // compacts
        if (k === 450) m.set(N + 1, 1000); // reached at the end
        if (k === 500) m.set(3, -3); // before the cursor: changed, not revisited
        if (k === N + 1) m.delete(N - 1); // already seen
    }
    let expected = 0;
    for (let i = 0; i <= 100; i++) expected += i;
    for (let i = 400; i < N; i++) expected += i;
    shouldBe(seen, 101 + (N - 400) + 1);
    shouldBe(sum, expected + 1000);
    const s = new Set();
    for (let i = 0; i < N; i++) s.add(i);
    let visited = 0;
    for (const v of s) {
        visited++;
        if (v === 300) { s.clear(); for (let i = 0; i < 50; i++) s.add(-i); }
    }
    shouldBe(visited, 301 + 50);
    const t = new Set([0]);
    let grown = 0;
    for (const v of t) { grown++; if (v < 2 * N) t.add(v + 1); }
    shouldBe(grown, 2 * N + 1);
}

// Values of another type in the middle of a loop (the trace guarded the type it recorded).
{
    const m = new Map();
    for (let i = 0; i < N; i++) m.set(i, i === 400 ? 0.5 : i === 450 ? "s" : i === 500 ? { x: 1 } : i);
    let ints = 0, others = 0;
    for (const v of m.values()) { if (typeof v === "number" && (v | 0) === v) ints++; else others++; }
    shouldBe(ints + "/" + others, (N - 3) + "/3");
    let text = "";
    for (let i = 0; i < N; i++) text += i === 500 ? "\uD83D" : i === 520 ? "\u{1F431}" : i === 540 ? "\u4e2d" : "x";
    let units = 0, points = 0;
    for (const c of text) { units += c.length; points++; }
    shouldBe(units + "/" + points, (N + 1) + "/" + N);
}

// Array iterators of keys and entries whose elements become accessors or holes: the
// trace's step leaves those to the interpreter, which runs the getter.
{
    const a = [];
    for (let i = 0; i < N; i++) a.push(i);
    let getterCalls = 0;
    let sum = 0;
    for (const [i, v] of a.entries()) {
        sum += v === undefined ? -1000 : v;
        if (i === 300) Object.defineProperty(a, 400, { get() { getterCalls++; return 7; } });
        if (i === 320) delete a[350];
    }
    shouldBe(getterCalls, 1);
    shouldBe(sum, (N * (N - 1)) / 2 - 400 + 7 - 350 - 1000);
    let keys = 0;
    for (const k of a.keys()) { keys += k; if (k === 500) a.length = 510; }
    shouldBe(keys, (510 * 509) / 2);
}

// A typed array shrunk to nothing under its iterator: the step throws a TypeError.
{
    const buffer = new ArrayBuffer(4 * N, { maxByteLength: 8 * N });
    const view = new Int32Array(buffer, 16);
    let seen = 0;
    shouldThrow(() => { for (const v of view) { if (++seen === 400) buffer.resize(8); } }, TypeError);
    shouldBe(seen, 400);
    const grown = new Int32Array(new ArrayBuffer(4 * N, { maxByteLength: 8 * N }));
    let steps = 0;
    for (const v of grown) { if (++steps === 300) grown.buffer.resize(8 * N); }
    shouldBe(steps, 2 * N);
}

// break, return and throw out of a traced loop call `return`; running to the end does not.
{
    const set = new Set();
    for (let i = 0; i < N; i++) set.add(i);
    let closed = 0;
    SetIteratorPrototype.return = function () { closed++; return {}; };
    function upTo(limit) { for (const v of set) if (v === limit) return v; return -1; }
    for (let i = 0; i < 20; i++) shouldBe(upTo(500 + i), 500 + i);
    shouldBe(closed, 20);
    shouldBe(upTo(N), -1);
    shouldBe(closed, 20);
    let broke = 0;
    for (let round = 0; round < 5; round++) for (const v of set) if (v === 555) { broke++; break; }
    shouldBe(broke + "/" + closed, "5/25");
    shouldThrow(() => { for (const v of set) if (v === 580) throw new SyntaxError(); }, SyntaxError);
    shouldBe(closed, 26);
    delete SetIteratorPrototype.return;
}

// Entries and code points allocate in the trace's step; a loop that keeps them all.
{
    const m = new Map();
    for (let i = 0; i < N; i++) m.set("key" + i, [i]);
    const kept = [];
    for (const entry of m) kept.push(entry);
    shouldBe(kept.length, N);
    shouldBe(kept[N - 1][0] + kept[N - 1][1][0], "key" + (N - 1) + (N - 1));
    shouldBe(new Set(kept).size, N);
    let text = "";
    for (let i = 0; i < N; i++) text += String.fromCodePoint(0x1F000 + i);
    const points = [];
    for (const c of text) points.push(c);
    shouldBe(points.length, N);
    shouldBe(points[N - 1].codePointAt(0), 0x1F000 + N - 1);
}
