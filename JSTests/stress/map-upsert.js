// Map.prototype.getOrInsert / getOrInsertComputed and their WeakMap twins (the upsert
// proposal, ES2026): the existing value when the key is there, else the new one inserted;
// -0 keys become +0; the callback gets the canonical key, runs only for a missing key, and
// may change the map, after which the key is looked up again (its value overwritten in
// place, not appended twice); WeakMap rejects keys it cannot hold weakly before calling.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    let threw = false;
    try { f(); } catch (e) {
        threw = true;
        if (!(e instanceof type))
            throw new Error((message ? message + ": " : "") + "expected a " + type.name + " but got " + e);
    }
    if (!threw)
        throw new Error((message ? message + ": " : "") + "expected a " + type.name);
}
const entries = map => [...map].map(([k, v]) => (Object.is(k, -0) ? "-0" : String(k)) + "=" + String(v)).join();

// getOrInsert
{
    const m = new Map([["a", 1]]);
    shouldBe(m.getOrInsert("a", 2), 1, "present: the old value");
    shouldBe(m.getOrInsert("b", 3), 3, "missing: the new value");
    shouldBe(m.getOrInsert("b", 4), 3);
    shouldBe(m.getOrInsert(-0, "zero"), "zero");
    shouldBe(m.getOrInsert(0, "other"), "zero", "0 and -0 are one key");
    shouldBe(m.getOrInsert(NaN, "nan"), "nan");
    shouldBe(m.getOrInsert(NaN, "again"), "nan", "NaN is one key");
    shouldBe(m.getOrInsert("c"), undefined, "a missing value is undefined");
    shouldBe(m.has("c"), true);
    shouldBe(entries(m), "a=1,b=3,0=zero,NaN=nan,c=undefined", "-0 was stored as +0");
    const rope = "ro" + "pe".repeat(3);
    m.getOrInsert(rope, "r");
    shouldBe(m.getOrInsert("ropepepe", "s"), "r", "string keys by content");
    shouldBe(Map.prototype.getOrInsert.length, 2);
    shouldBe(Map.prototype.getOrInsert.name, "getOrInsert");
    shouldThrow(() => Map.prototype.getOrInsert.call(new Set(), 1, 2), TypeError, "a Set receiver");
    shouldThrow(() => Map.prototype.getOrInsert.call(new WeakMap(), {}, 2), TypeError, "a WeakMap receiver");
}

// getOrInsertComputed
{
    const m = new Map([[1, "one"]]);
    let calls = 0;
    shouldBe(m.getOrInsertComputed(1, () => { calls++; return "x"; }), "one");
    shouldBe(calls, 0, "no call for a present key");
    let seen;
    shouldBe(m.getOrInsertComputed(-0, function (key) { "use strict"; seen = key; calls++; shouldBe(arguments.length, 1); shouldBe(this, undefined); return "zero"; }), "zero");
    shouldBe(Object.is(seen, 0), true, "the callback gets +0");
    shouldBe(calls, 1);
    shouldThrow(() => m.getOrInsertComputed(5, 5), TypeError, "not callable");
    shouldThrow(() => m.getOrInsertComputed(1, {}), TypeError, "callable is checked even for a present key");
    shouldBe(m.has(5), false);

    // An exception from the callback leaves the map as it was.
    shouldThrow(() => m.getOrInsertComputed(7, () => { throw new RangeError("no"); }), RangeError);
    shouldBe(m.has(7), false);

    // The callback sets the key itself: the result overwrites that entry in place.
    const n = new Map([["a", 1], ["b", 2]]);
    shouldBe(n.getOrInsertComputed("c", () => { n.set("c", "inner"); n.set("d", 4); return "outer"; }), "outer");
    shouldBe(entries(n), "a=1,b=2,c=outer,d=4", "c keeps the place the callback gave it");
    // The callback deletes other keys and clears: the key is appended to what is left.
    shouldBe(n.getOrInsertComputed("e", () => { n.clear(); n.set("z", 26); return 5; }), 5);
    shouldBe(entries(n), "z=26,e=5");
    // The callback deletes the key's old entry of the same name it added.
    shouldBe(n.getOrInsertComputed("f", () => { n.set("f", 1); n.delete("f"); return 6; }), 6);
    shouldBe(entries(n), "z=26,e=5,f=6");
    shouldBe(n.size, 3);
    // Recursive upserts of the same key.
    const r = new Map();
    shouldBe(r.getOrInsertComputed("k", () => r.getOrInsertComputed("k", () => "inner") + "+outer"), "inner+outer");
    shouldBe(entries(r), "k=inner+outer");
    // A collection in the callback: the key and the value survive.
    const g = new Map();
    const value = g.getOrInsertComputed("x".repeat(3) + "y", key => { gc(); return { key }; });
    gc();
    shouldBe(g.get("xxxy"), value);
    shouldBe(value.key, "xxxy");
    shouldBe(Map.prototype.getOrInsertComputed.length, 2);
}

// A memo table: the usual use.
{
    const memo = new Map();
    const fib = n => n < 2 ? n : memo.getOrInsertComputed(n, () => fib(n - 1) + fib(n - 2));
    shouldBe(fib(70), 190392490709135);
    shouldBe(memo.size, 69);
    const counts = new Map();
    for (const word of "a b a c b a".split(" "))
        counts.set(word, counts.getOrInsert(word, 0) + 1);
    shouldBe(entries(counts), "a=3,b=2,c=1");
}

// WeakMap
{
    const w = new WeakMap();
    const k1 = {}, k2 = {}, s = Symbol("s");
    shouldBe(w.getOrInsert(k1, 1), 1);
    shouldBe(w.getOrInsert(k1, 2), 1);
    shouldBe(w.getOrInsert(s, "sym"), "sym", "an unregistered symbol");
    shouldBe(w.get(s), "sym");
    for (const bad of [1, "k", null, undefined, true, Symbol.for("registered"), 1n]) {
        shouldThrow(() => w.getOrInsert(bad, 1), TypeError, "getOrInsert " + String(bad));
        let called = false;
        shouldThrow(() => w.getOrInsertComputed(bad, () => { called = true; }), TypeError, "getOrInsertComputed " + String(bad));
        shouldBe(called, false, "no call before the key check");
    }
    shouldThrow(() => w.getOrInsertComputed(k2, null), TypeError, "not callable");
    shouldThrow(() => w.getOrInsertComputed(1, null), TypeError, "not callable and a bad key");
    let calls = 0;
    shouldBe(w.getOrInsertComputed(k1, () => calls++), 1, "present");
    shouldBe(calls, 0);
    let seen;
    shouldBe(w.getOrInsertComputed(k2, key => { seen = key; w.set(k2, "inner"); return "outer"; }), "outer");
    shouldBe(seen, k2);
    shouldBe(w.get(k2), "outer", "the callback's entry is overwritten");
    shouldThrow(() => w.getOrInsertComputed({}, () => { throw new EvalError("no"); }), EvalError);
    shouldThrow(() => WeakMap.prototype.getOrInsert.call(new Map(), {}, 1), TypeError, "a Map receiver");
    shouldThrow(() => WeakMap.prototype.getOrInsertComputed.call(new WeakSet(), {}, () => 1), TypeError, "a WeakSet receiver");
    // Values inserted for keys that die are collected with them; live keys keep theirs.
    const keep = [];
    for (let i = 0; i < 200; i++) {
        const key = { i };
        if (i % 10 === 0) keep.push(key);
        w.getOrInsertComputed(key, () => ({ payload: "v" + i }));
    }
    gc();
    for (const key of keep)
        shouldBe(w.get(key).payload, "v" + key.i);
    shouldBe(WeakMap.prototype.getOrInsert.length, 2);
    shouldBe(WeakMap.prototype.getOrInsertComputed.name, "getOrInsertComputed");
}
