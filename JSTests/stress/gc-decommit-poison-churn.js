//@ requireOptions("--poison-decommitted-pages")
//@ gcStressEvery(200)
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldBeTrue(condition, message) {
    if (!condition) throw new Error(message);
}

// Churns every kind of cell the heap has (plain objects, cells with destructors: the
// dictionary structures of objects that had a property deleted and the executables of
// eval'd code; ropes and flat strings; butterflies of several size classes) through full
// collections, with the pages the heap gives back poisoned. After each collection some
// pages must have been decommitted and poisoned, or the test would pass vacuously; the
// allocations after it sweep those blocks, so a sweep that read a dead cell in a poisoned
// page (H2) would crash. Survivors are checked after every round.
shouldBe($vm.decommittedMarkedBlockPagePoison(), "pattern");

// Live all along: one of each kind, checked at the end of every round.
var survivors = [];
function survivor(round) {
    var dictionary = { a: round, b: "kept" + round, c: round * 2 };
    delete dictionary.b;
    var rope = "left-" + round + "-" + "x".repeat(40) + "-right";
    return { round, dictionary, rope, elements: [round, round + 1, round + 2], doubles: [round + 0.5] };
}
function checkSurvivors() {
    for (var i = 0; i < survivors.length; i++) {
        var s = survivors[i];
        shouldBe(s.round, i);
        shouldBe(s.dictionary.a, i);
        shouldBe("b" in s.dictionary, false);
        shouldBe(s.dictionary.c, i * 2);
        shouldBe(s.rope, "left-" + i + "-" + "x".repeat(40) + "-right");
        shouldBe(s.elements.join(), [i, i + 1, i + 2].join());
        shouldBe(s.doubles[0], i + 0.5);
    }
}

// Garbage of every kind, filling many blocks, all dead once `churn` returns.
function churn(round, count) {
    var garbage = [];
    for (var i = 0; i < count; i++) {
        var plain = { i, round, next: null };
        var dictionary = { x: i, y: i, z: i };
        delete dictionary.y;
        var rope = "rope-" + i + "-" + round + "-".repeat(20);
        var small = [i];
        var medium = new Array(i % 40).fill(i);
        var code = (0, eval)("(function () { return " + (i % 7) + "; })");
        garbage.push(plain, dictionary, rope, small, medium, code);
    }
    shouldBe(garbage.length, count * 6);
    return garbage.length;
}

var rounds = 6;
var decommittedSeen = 0;
for (var round = 0; round < rounds; round++) {
    survivors.push(survivor(round));
    churn(round, 1500);
    $vm.gc();
    var statistics = $vm.markedBlockStatistics();
    shouldBeTrue(statistics.blocks > 0, "the heap has blocks");
    shouldBeTrue(statistics.pagesPerBlock >= 2, "blocks have interior pages");
    shouldBeTrue(statistics.decommittedPages > 0, "round " + round + ": the full collection decommitted no page");
    shouldBeTrue(statistics.blocksWithDecommittedPages > 0, "round " + round + ": no block has a decommitted page");
    shouldBeTrue(statistics.decommittedPages <= statistics.blocks * statistics.pagesPerBlock, "counts are consistent");
    decommittedSeen += statistics.decommittedPages;
    // A second full collection at once sweeps the blocks whose pages were just poisoned,
    // without an allocation recommitting them first: the sweep must skip those pages.
    $vm.gc();
    shouldBeTrue($vm.markedBlockStatistics().decommittedPages > 0, "round " + round + ": pages stay decommitted");
    // Allocating again sweeps them to free lists (recommitting and unpoisoning).
    churn(round + 100, 300);
    checkSurvivors();
}
shouldBeTrue(decommittedSeen >= rounds, "pages were decommitted in every round");
shouldBe(survivors.length, rounds);
