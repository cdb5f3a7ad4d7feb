//@ runDefault
//@ runEagerJIT
//@ runEagerJIT("--force-gc-slow-paths")
//@ runNoJIT
//@ runNoJIT("--force-gc-slow-paths")
//@ runGCStress
// Arrays of run-time length 0, 1 and 2 made one after another in a traced loop have their
// butterflies a size class apart: 8 bytes of header and one element fit the 16-byte
// class (lengths 0 and 1), two elements the 32-byte one. The trace pops the butterfly from
// the free list of that class, and when the list is empty it exits to the interpreter,
// whose slow path refills the same list (H1): were the two paths to ask different
// classes, the trace would find its list empty again after each collection and the
// distances would be those of the interpreter's class. With --force-gc-slow-paths every
// allocation takes the slow path and the distances must not change. Collections empty
// free lists, so the check is on the most frequent distance.
//
// slice and map are native calls, which end a recording: their loops run in the
// interpreter, and their arrays come from the same allocator.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const COUNT = 400;

// The stores into `made` stay in place: it already holds non-numbers.
function emptySlots() {
    const made = [];
    for (let i = 0; i < COUNT; i++) made.push(null);
    return made;
}

function makeMany(make, length) {
    const made = emptySlots();
    for (let i = 0; i < COUNT; i++) made[i] = make(length);
    return made;
}

function mostFrequent(deltas) {
    const counts = Object.create(null);
    let best = NaN, bestCount = 0;
    for (const delta of deltas) {
        if (delta !== delta) continue;
        counts[delta] = (counts[delta] || 0) + 1;
        if (counts[delta] > bestCount) {
            best = delta;
            bestCount = counts[delta];
        }
    }
    return best;
}

function consecutiveDistance(made, step, pick) {
    const deltas = [];
    for (let i = step; i < made.length; i++) {
        if (pick(i)) deltas.push($vm.deltaBetweenButterflies(made[i], made[i - step]));
    }
    return mostFrequent(deltas);
}

function rest(...values) { return values; }
const sources = [[], [7], [7, 8]];
const ways = {
    "literal": (n) => n === 0 ? [] : n === 1 ? [n] : [n, n],
    "double literal": (n) => n === 0 ? [] : n === 1 ? [n + 0.5] : [n + 0.5, n + 0.25],
    "object literal elements": (n) => n === 0 ? [] : n === 1 ? [sources] : [sources, sources],
    "new Array(n)": (n) => new Array(n),
    "Array(n)": (n) => Array(n),
    "rest parameters": (n) => n === 0 ? rest() : n === 1 ? rest(n) : rest(n, n),
    "slice": (n) => sources[n].slice(),
    "map": (n) => sources[n].map((x) => x),
};
const cellSize = [16, 16, 32];
for (const name in ways) {
    for (let length = 0; length <= 2; length++) {
        const made = makeMany(ways[name], length);
        for (let i = 0; i < made.length; i++) shouldBe(made[i].length, length, name + ": length");
        shouldBe(consecutiveDistance(made, 1, () => true), cellSize[length], name + ", length " + length);
    }
}

// Lengths 0, 1, 2, 0, 1, 2, ... from one site, each picking its class at run time: a
// length-1 array comes right after the length-0 one in the 16-byte class, and each
// length-2 array one 32-byte cell after the one before it.
function mixedLengths(make) {
    const made = emptySlots();
    for (let i = 0; i < COUNT; i++) made[i] = make(i % 3);
    return made;
}
for (const name of ["new Array(n)", "Array(n)"]) {
    const made = mixedLengths(ways[name]);
    for (let i = 0; i < made.length; i++) shouldBe(made[i].length, i % 3, name + ": mixed length");
    shouldBe(consecutiveDistance(made, 1, (i) => i % 3 === 1), 16, name + ", mixed lengths: 1 after 0");
    shouldBe(consecutiveDistance(made, 3, (i) => i % 3 === 2), 32, name + ", mixed lengths: 2 after 2");
}

// Lengths past the inline limit go to the interpreter and still come out right.
for (const length of [63, 64, 100, 1000]) {
    const made = makeMany(ways["new Array(n)"], length);
    for (let i = 0; i < made.length; i++) {
        shouldBe(made[i].length, length, "new Array(" + length + ")");
        shouldBe(made[i][length - 1], undefined);
        shouldBe((length - 1) in made[i], false);
    }
}
