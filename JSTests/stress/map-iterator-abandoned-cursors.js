function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Every iterator holds a cursor in its map's table until it finishes; an iterator dropped
// before the end gives its cursor back when the collector finds it dead.
var map = new Map([[1, 1], [2, 2], [3, 3]]);
var set = new Set([1, 2, 3]);
function abandon(count) {
    for (var i = 0; i < count; i++) {
        map.entries().next();
        for (var v of set) break;
    }
}
abandon(1000);
gc();
shouldBe($vm.collectionStatistics(map).cursors, 0, "dead map iterators' cursors are freed");
shouldBe($vm.collectionStatistics(set).cursors, 0, "dead set iterators' cursors are freed");

// Kept iterators keep theirs, and work after the collection.
var kept = [];
for (var i = 0; i < 10; i++) { var it = map.keys(); it.next(); kept.push(it); }
abandon(100);
gc();
shouldBe($vm.collectionStatistics(map).cursors, 10);
map.delete(1);
map.delete(2);
map.set(4, 4);
for (var i = 0; i < kept.length; i++) {
    shouldBe(kept[i].next().value, 3);
    shouldBe(kept[i].next().value, 4);
    shouldBe(kept[i].next().done, true);
}
shouldBe($vm.collectionStatistics(map).cursors, 0, "finished iterators free their cursors at once");

// forEach's cursor is closed when it returns and when its callback throws.
try { map.forEach(function () { throw new Error("out"); }); } catch (e) {}
map.forEach(function () {});
shouldBe($vm.collectionStatistics(map).cursors, 0);
shouldBe($vm.collectionStatistics({}), undefined);
