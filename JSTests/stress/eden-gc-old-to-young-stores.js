//@ gcStressEvery(10)
// Eden collections free only cells allocated since the last collection, and find the new
// cells that old ones hold through the remembered set, which the write barrier fills. Here
// objects are made old (a full collection), then every kind of store makes them point to
// new cells, an eden collection runs, garbage is allocated over whatever it freed, and
// every new cell must still be there. A store path without its barrier loses its cell.
// The loops run long enough for the JIT to trace them (and eager-JIT mode traces at
// once), so its inline stores are covered as well as the interpreter's and the runtime's.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const collectEden = typeof edenGC === "function" ? edenGC : function () {};
const collectFully = typeof fullGC === "function" ? fullGC : function () {};

// Allocates enough to reuse the cells an eden collection freed.
function churn() {
    let junk = [];
    for (let i = 0; i < 1000; i++)
        junk.push({ a: i, b: "j" + i, c: [i, i + 1] });
    return junk.length;
}

function young(i) {
    return { tag: "young", i: i, inner: { deep: [i, "s" + i] } };
}

function checkYoung(value, i, message) {
    shouldBe(value.tag, "young", message + " (tag)");
    shouldBe(value.i, i, message + " (i)");
    shouldBe(value.inner.deep[0], i, message + " (deep)");
    shouldBe(value.inner.deep[1], "s" + i, message + " (deep string)");
}

// Old objects of every kind the stores below write into.
const old = {
    plain: { slot: null },
    grown: {},
    array: [null, null, null],
    doubles: [0.5, 1.5],
    map: new Map(),
    set: new Set(),
    weakKeys: [],
    weakMap: new WeakMap(),
    withSetter: {
        stored: null,
        set value(v) { this.stored = v; },
    },
    proto: Object.create({ inherited: null }),
    holder: { list: [] },
    symbol: Symbol("key"),
    symbolHolder: {},
    defined: {},
    nested: { level: { slot: null } },
    classes: null,
};
class Point {
    x = null;
    #hidden = null;
    setHidden(v) { this.#hidden = v; }
    hidden() { return this.#hidden; }
}
old.classes = new Point();
let globalSlot = null;
var globalVar = null;
let closureSlot = null;
function setClosure(v) { closureSlot = v; }
function getClosure() { return closureSlot; }
const generator = (function* () {
    // The frame holds the last value sent until the next one.
    let held = null;
    for (;;) {
        const incoming = yield held;
        if (incoming !== null)
            held = incoming;
    }
})();
generator.next();
collectFully();
collectFully();

for (let round = 0; round < 24; round++) {
    const base = round * 100;
    // Named properties: an existing slot, a new property (a transition, then out-of-line
    // storage), a nested object, a setter, a class field and a private field.
    old.plain.slot = young(base + 1);
    old.grown["p" + (round % 12)] = young(base + 2);
    old.nested.level.slot = young(base + 3);
    old.withSetter.value = young(base + 4);
    old.classes.x = young(base + 5);
    old.classes.setHidden(young(base + 6));
    Object.defineProperty(old.defined, "d" + (round % 5), { value: young(base + 7), configurable: true, writable: true });
    old.symbolHolder[old.symbol] = young(base + 8);
    old.proto.inherited = young(base + 9);
    // Elements: an existing index, an append past the end, push, a double array that must
    // become contiguous, and an array that grows its storage.
    old.array[1] = young(base + 10);
    old.array[3 + (round % 4)] = young(base + 11);
    old.holder.list.push(young(base + 12));
    old.doubles[round % 2] = young(base + 13);
    // Collections: Map, Set, WeakMap (old and new keys).
    old.map.set("k" + (round % 7), young(base + 14));
    old.set.add(young(base + 15));
    const key = { key: round };
    old.weakKeys.push(key);
    old.weakMap.set(key, young(base + 16));
    old.weakMap.set(old.plain, young(base + 17));
    // Variables: a global lexical, a global var, a closure's variable, a generator's frame.
    globalSlot = young(base + 18);
    globalVar = young(base + 19);
    setClosure(young(base + 20));
    generator.next(young(base + 21));
    // A string rope held by an old object.
    old.plain.text = "round " + round + ":" + String(base);

    collectEden();
    churn();

    checkYoung(old.plain.slot, base + 1, "existing slot");
    checkYoung(old.grown["p" + (round % 12)], base + 2, "added property");
    checkYoung(old.nested.level.slot, base + 3, "nested");
    checkYoung(old.withSetter.stored, base + 4, "setter");
    checkYoung(old.classes.x, base + 5, "class field");
    checkYoung(old.classes.hidden(), base + 6, "private field");
    checkYoung(old.defined["d" + (round % 5)], base + 7, "defineProperty");
    checkYoung(old.symbolHolder[old.symbol], base + 8, "symbol key");
    checkYoung(old.proto.inherited, base + 9, "shadowing an inherited property");
    checkYoung(old.array[1], base + 10, "element");
    checkYoung(old.array[3 + (round % 4)], base + 11, "element past the end");
    checkYoung(old.holder.list[round], base + 12, "push");
    checkYoung(old.doubles[round % 2], base + 13, "double array turned contiguous");
    checkYoung(old.map.get("k" + (round % 7)), base + 14, "Map");
    let last = null;
    for (const value of old.set)
        last = value;
    checkYoung(last, base + 15, "Set");
    checkYoung(old.weakMap.get(key), base + 16, "WeakMap, new key");
    checkYoung(old.weakMap.get(old.plain), base + 17, "WeakMap, old key");
    checkYoung(globalSlot, base + 18, "global let");
    checkYoung(globalVar, base + 19, "global var");
    checkYoung(getClosure(), base + 20, "closure variable");
    checkYoung(generator.next(null).value, base + 21, "generator frame");
    shouldBe(old.plain.text, "round " + round + ":" + String(base), "rope");
    // Every other round everything becomes old again.
    if (round % 2)
        collectFully();
}

// A hot loop of stores into an old array and old objects, traced by the JIT.
const oldArray = new Array(1000).fill(null);
const oldObjects = [];
for (let i = 0; i < 1000; i++)
    oldObjects.push({ slot: null, other: 0 });
collectFully();
function storeAll(round) {
    for (let i = 0; i < oldArray.length; i++) {
        oldArray[i] = { round: round, i: i };
        oldObjects[i].slot = { round: round, i: -i };
    }
}
for (let round = 0; round < 6; round++) {
    storeAll(round);
    collectEden();
    churn();
    for (let i = 0; i < oldArray.length; i++) {
        shouldBe(oldArray[i].round, round, "traced element store");
        shouldBe(oldArray[i].i, i, "traced element store");
        shouldBe(oldObjects[i].slot.round, round, "traced property store");
        shouldBe(oldObjects[i].slot.i, -i, "traced property store");
    }
}

// An old Map iterated by new iterators that die young: their cursors go with them.
const iterated = new Map([[1, "a"], [2, "b"], [3, "c"]]);
collectFully();
function iterateOnce() {
    for (let i = 0; i < 50; i++) {
        const iterator = iterated.values();
        shouldBe(iterator.next().value, "a");
    }
}
iterateOnce();
// Under --gc-stress some iterators outlived a collection while they were live: they are
// old, and their cursors wait for a full collection.
const openBefore = $vm.collectionStatistics(iterated).cursors;
collectEden();
const openAfter = $vm.collectionStatistics(iterated).cursors;
if (openBefore === 50)
    shouldBe(openAfter, 0, "the cursors of iterators that died young are closed");
collectFully();
shouldBe($vm.collectionStatistics(iterated).cursors, 0, "a full collection closes the rest");
shouldBe([...iterated.values()].join(), "a,b,c");
