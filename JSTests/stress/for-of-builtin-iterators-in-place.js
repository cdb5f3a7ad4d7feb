// A for-of, a spread and an array destructuring step the builtin iterators (of arrays,
// typed arrays, Maps, Sets and strings) in place when their `next` is the original: no call
// of `next`, no { value, done } object. Whatever a program can observe must stay as the
// specification says: the values while the collection changes under the loop, a `next`
// replaced before the loop (called) or during it (not seen), and `return` called only where
// IteratorClose is.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Maps: entries, keys and values, with entries deleted and added during the loop.
{
    const m = new Map([[1, "a"], [2, "b"], [3, "c"], [4, "d"]]);
    const seen = [];
    for (const [k, v] of m) {
        seen.push(k + v);
        if (k === 1) { m.delete(2); m.set(5, "e"); }
        if (k === 3) m.delete(3);
        if (k === 5) m.set(1, "z"); // an existing key keeps its place: not visited again
    }
    shouldBe(seen.join(), "1a,3c,4d,5e");
    shouldBe([...m.keys()].join(), "1,4,5");
    shouldBe([...m.values()].join(), "z,d,e");
    const entry = m.entries().next().value;
    shouldBe(Array.isArray(entry) && entry.length === 2 && entry[0] === 1 && entry[1] === "z", true);
    // Each entry is a fresh array.
    const entries = [...m];
    shouldBe(entries[0] !== [...m][0], true);
}

// A deleted key added again goes to the end and is visited again.
{
    const m = new Map([["x", 1], ["y", 2]]);
    const seen = [];
    for (const k of m.keys()) {
        seen.push(k);
        if (seen.length === 1) { m.delete("x"); m.set("x", 3); }
        if (seen.length > 5) break;
    }
    shouldBe(seen.join(), "x,y,x");
}

// clear() during the loop ends it, unless entries are added after.
{
    const s = new Set([1, 2, 3]);
    const seen = [];
    for (const v of s) { seen.push(v); if (v === 1) s.clear(); }
    shouldBe(seen.join(), "1");
    const t = new Set([1, 2, 3]);
    const seen2 = [];
    for (const v of t) { seen2.push(v); if (v === 1) { t.clear(); t.add(7); t.add(8); } }
    shouldBe(seen2.join(), "1,7,8");
}

// Many deletes compact the table under the cursor.
{
    const s = new Set();
    for (let i = 0; i < 200; i++) s.add(i);
    let sum = 0, count = 0;
    for (const v of s) {
        sum += v; count++;
        if (v === 10) for (let i = 11; i < 190; i++) s.delete(i);
        if (v === 195) for (let i = 1000; i < 1010; i++) s.add(i);
    }
    let expected = 0;
    for (let i = 0; i <= 10; i++) expected += i;
    for (let i = 190; i < 200; i++) expected += i;
    for (let i = 1000; i < 1010; i++) expected += i;
    shouldBe(sum, expected);
    shouldBe(count, 11 + 10 + 10);
}

// Sets: values, keys (the same) and entries ([v, v]).
{
    const s = new Set(["p", "q"]);
    shouldBe([...s.keys()].join(), "p,q");
    shouldBe([...s.entries()].map(([a, b]) => a + b).join(), "pp,qq");
    const [first, second, third] = s;
    shouldBe(first + second + third, "pqundefined");
}

// Strings: code points, surrogate pairs together, lone surrogates alone.
{
    const text = "a\u{1F600}b\uD800c\uDC00\uD83D";
    const parts = [];
    for (const c of text) parts.push(c.length + ":" + c.codePointAt(0).toString(16));
    shouldBe(parts.join(), "1:61,2:1f600,1:62,1:d800,1:63,1:dc00,1:d83d");
    shouldBe([..."\u00e9\u0100x"].join("|"), "\u00e9|\u0100|x");
    shouldBe([...""].length, 0);
    const [x, y] = "\u{10000}z";
    shouldBe(x, "\u{10000}");
    shouldBe(y, "z");
    // A rope (a long concatenation) iterates like its flat twin.
    let rope = "";
    for (let i = 0; i < 40; i++) rope += "ab\u{1F601}";
    let n = 0;
    for (const c of rope) n += c.length;
    shouldBe(n, rope.length);
    // A String object and a primitive alike; the iterator is its own type.
    const it = new String("hi")[Symbol.iterator]();
    shouldBe(Object.prototype.toString.call(it), "[object String Iterator]");
    shouldBe(Object.getOwnPropertyNames(it).length + Object.getOwnPropertySymbols(it).length, 0);
    shouldBe(JSON.stringify([it.next(), it.next(), it.next(), it.next()]),
        '[{"value":"h","done":false},{"value":"i","done":false},{"done":true},{"done":true}]');
    shouldThrow(() => it.next.call({}), TypeError);
    shouldThrow(() => it.next.call(new Map().keys()), TypeError);
}

// Arrays: keys and entries, with the array growing and shrinking during the loop.
{
    const a = [10, 20, 30];
    const seen = [];
    for (const [i, v] of a.entries()) {
        seen.push(i + "=" + v);
        if (i === 0) a.push(40);
        if (i === 2) a.length = 3;
    }
    shouldBe(seen.join(), "0=10,1=20,2=30");
    const keys = [];
    for (const i of a.keys()) { keys.push(i); if (i === 1) a.pop(); }
    shouldBe(keys.join(), "0,1");
    // Holes read through the prototype, accessors run.
    const h = [1, , 3];
    Array.prototype[1] = "proto";
    shouldBe([...h.entries()].map(String).join("|"), "0,1|1,proto|2,3");
    delete Array.prototype[1];
    const g = [1, 2];
    Object.defineProperty(g, 1, { get() { return "got"; } });
    shouldBe([...g.values()].join(), "1,got");
    // An array-like through Array.prototype.values.
    const like = { length: 2, 0: "x", get 1() { return "y"; } };
    shouldBe([...Array.prototype.values.call(like)].join(), "x,y");
}

// Typed arrays: values, keys, entries; a shrunk resizable buffer throws.
{
    const t = new Int16Array([5, -6, 7]);
    shouldBe([...t].join(), "5,-6,7");
    shouldBe([...t.keys()].join(), "0,1,2");
    shouldBe([...t.entries()].map(String).join("|"), "0,5|1,-6|2,7");
    const b = new BigInt64Array([1n, 2n]);
    let sum = 0n;
    for (const v of b) sum += v;
    shouldBe(sum, 3n);
    const buffer = new ArrayBuffer(8, { maxByteLength: 16 });
    const u = new Uint8Array(buffer, 4, 4);
    const seen = [];
    shouldThrow(() => { for (const v of u) { seen.push(v); buffer.resize(4); } }, TypeError);
    shouldBe(seen.length, 1);
}

// `next` replaced on a prototype before the loop: the protocol runs, observably.
function withReplacedNext(prototype, make) {
    const original = prototype.next;
    let calls = 0;
    prototype.next = function () { calls++; return original.call(this); };
    const seen = [];
    for (const v of make()) seen.push(String(v));
    const spread = [...make()];
    const [first] = make();
    prototype.next = original;
    return { calls, seen: seen.join("|"), spread: spread.length, first: String(first) };
}
{
    const MapIteratorPrototype = Object.getPrototypeOf(new Map().keys());
    const SetIteratorPrototype = Object.getPrototypeOf(new Set().values());
    const StringIteratorPrototype = Object.getPrototypeOf(""[Symbol.iterator]());
    const ArrayIteratorPrototype = Object.getPrototypeOf([].keys());
    let r = withReplacedNext(MapIteratorPrototype, () => new Map([[1, 2], [3, 4]]));
    shouldBe(r.seen, "1,2|3,4");
    shouldBe(r.calls, 3 + 3 + 1);
    r = withReplacedNext(SetIteratorPrototype, () => new Set([1, 2]));
    shouldBe(r.seen + ";" + r.calls, "1|2;7");
    r = withReplacedNext(StringIteratorPrototype, () => "x\u{1F600}");
    shouldBe(r.seen + ";" + r.calls + ";" + r.first, "x|\u{1F600};7;x");
    r = withReplacedNext(ArrayIteratorPrototype, () => [7, 8].entries());
    shouldBe(r.seen + ";" + r.calls, "0,7|1,8;7");
    // A `next` that lies is believed.
    const original = MapIteratorPrototype.next;
    MapIteratorPrototype.next = function () { return { value: "lie", done: !(this.told = !this.told) }; };
    shouldBe([...new Map([[1, 1], [2, 2]]).keys()].join(), "lie");
    MapIteratorPrototype.next = original;
    shouldBe([...new Map([[1, 1], [2, 2]]).keys()].join(), "1,2");
}

// `next` replaced during the loop is not seen: the loop keeps the method GetIterator read.
{
    const SetIteratorPrototype = Object.getPrototypeOf(new Set().values());
    const original = SetIteratorPrototype.next;
    let calls = 0;
    const seen = [];
    for (const v of new Set([1, 2, 3])) {
        seen.push(v);
        if (v === 1) SetIteratorPrototype.next = function () { calls++; return { done: true }; };
    }
    SetIteratorPrototype.next = original;
    shouldBe(seen.join() + ";" + calls, "1,2,3;0");
    // ... but one replaced before another loop starts is called by that loop.
    const s = new Set([1, 2, 3]);
    const outer = [];
    for (const v of s) {
        outer.push(v);
        if (v === 1) SetIteratorPrototype.next = function () { calls++; return { done: true }; };
        for (const w of s) outer.push("inner" + w);
        SetIteratorPrototype.next = original;
    }
    shouldBe(outer.join(), "1,2,inner1,inner2,inner3,3,inner1,inner2,inner3");
    shouldBe(calls, 1);
}

// A `next` of another kind, or an own `next`, is called (and may throw).
{
    const setNext = Object.getPrototypeOf(new Set().values()).next;
    const iterable = { [Symbol.iterator]() { const it = new Map([[1, 1]]).keys(); it.next = setNext; return it; } };
    shouldThrow(() => { for (const v of iterable) ; }, TypeError);
    const own = { [Symbol.iterator]() { const it = "abc"[Symbol.iterator](); it.next = () => ({ value: "own", done: !(this.flag = !this.flag) }); return it; } };
    shouldBe([...own].join(), "own");
}

// `return` is called by break, return and throw out of a for-of, and by a destructuring
// that does not exhaust the iterator; never when the iterator is done.
{
    const prototypes = [
        Object.getPrototypeOf(new Map().keys()),
        Object.getPrototypeOf(new Set().values()),
        Object.getPrototypeOf(""[Symbol.iterator]()),
        Object.getPrototypeOf([].keys()),
    ];
    const makers = [() => new Map([[1, 1], [2, 2]]), () => new Set([1, 2]), () => "ab", () => [1, 2].keys()];
    for (let k = 0; k < prototypes.length; k++) {
        let closed = 0;
        prototypes[k].return = function () { closed++; return {}; };
        for (const v of makers[k]()) break;
        shouldBe(closed, 1, "break " + k);
        (function () { for (const v of makers[k]()) return; })();
        shouldBe(closed, 2, "return " + k);
        shouldThrow(() => { for (const v of makers[k]()) throw new RangeError(); }, RangeError);
        shouldBe(closed, 3, "throw " + k);
        for (const v of makers[k]()) ;
        shouldBe(closed, 3, "exhausted " + k);
        const [a] = makers[k]();
        shouldBe(closed, 4, "destructuring " + k);
        const [b, c, d] = makers[k]();
        shouldBe(closed, 4, "destructuring to the end " + k);
        const all = [...makers[k]()];
        shouldBe(closed, 4, "spread " + k);
        delete prototypes[k].return;
    }
}

// What consumes an iterable takes the same steps: spread in calls and arrays, Array.from,
// the Map and Set constructors, Object.fromEntries, destructuring with rest.
{
    const m = new Map([["a", 1], ["b", 2]]);
    shouldBe(Math.max(...m.values()), 2);
    shouldBe(Array.from(m.keys()).join(), "a,b");
    shouldBe(Array.from("x\u{1F600}", c => c.length).join(), "1,2");
    shouldBe(new Set("hello").size, 4);
    shouldBe(new Map(m).get("b"), 2);
    shouldBe(Object.fromEntries(m).a, 1);
    const [head, ...rest] = new Set([1, 2, 3]);
    shouldBe(head + ":" + rest.join(), "1:2,3");
    shouldBe(String.fromCodePoint(...[..."\u{1F600}"].map(c => c.codePointAt(0))), "\u{1F600}");
    shouldBe(new Int8Array(new Set([1, 2, 300])).join(), "1,2,44");
}

// Finished iterators stay finished, even after the collection gets new entries.
{
    const s = new Set([1]);
    const it = s.values();
    for (const v of it) ;
    s.add(2);
    shouldBe([...it].length, 0);
    shouldBe(JSON.stringify(it.next()), '{"done":true}');
    const str = "q"[Symbol.iterator]();
    shouldBe([...str].join() + [...str].join(), "q");
}
