function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Arrays of run-time length 0 and 1 made one after another take their butterflies from
// the 16-byte size class (8 bytes of header and one element), and consecutive ones come
// from the same free list: the most frequent distance between their butterflies is the
// cell size. Length 2 needs 24 bytes: the 32-byte class. (Invariant H1: every way of
// making them asks the same allocator, so one refills the free list the others read.)
// Collections empty free lists, so the check is on the most frequent distance, which
// --gc-stress does not change.
function mostFrequentDistance(make, length) {
    var made = [];
    for (var i = 0; i < 64; i++) made.push(make(length));
    var counts = Object.create(null);
    var best = NaN, bestCount = 0;
    for (var i = 1; i < made.length; i++) {
        var delta = $vm.deltaBetweenButterflies(made[i], made[i - 1]);
        if (delta !== delta) continue;
        counts[delta] = (counts[delta] || 0) + 1;
        if (counts[delta] > bestCount) {
            best = delta;
            bestCount = counts[delta];
        }
    }
    return best;
}

function rest(...values) { return values; }
var sources = [[], [7], [7, 8]];
var ways = {
    "literal": (n) => n === 0 ? [] : n === 1 ? [n] : [n, n],
    "new Array(n)": (n) => new Array(n),
    "Array(n)": (n) => Array(n),
    "rest parameters": (n) => n === 0 ? rest() : n === 1 ? rest(1) : rest(1, 2),
    "slice": (n) => sources[n].slice(),
    "map": (n) => sources[n].map((x) => x),
    "filter": (n) => sources[n].filter(() => true),
    "Array.of": (n) => n === 0 ? Array.of() : n === 1 ? Array.of(1) : Array.of(1, 2),
    "Array.from": (n) => Array.from(sources[n]),
};
var expected = [16, 16, 32];
for (var name in ways) {
    for (var length = 0; length <= 2; length++) {
        shouldBe(mostFrequentDistance(ways[name], length), expected[length], name + ", length " + length);
    }
}
