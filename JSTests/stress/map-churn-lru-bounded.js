//@ gcStressEvery(50)
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldBeTrue(condition, message) {
    if (!condition) throw new Error(message);
}

// An LRU cache deletes its oldest entry and re-inserts what it touches, forever: the
// table must compact the holes away instead of growing, also while an iterator and a
// forEach are in the middle of it.
var capacity = 64;
var cache = new Map();
function touch(key) {
    var value = cache.get(key);
    if (value !== undefined) {
        cache.delete(key);
        cache.set(key, value);
        return value;
    }
    if (cache.size >= capacity) cache.delete(cache.keys().next().value);
    cache.set(key, "v" + key);
    return undefined;
}
var maxSlots = 0;
for (var i = 0; i < 100000; i++) {
    touch(i % 97 === 0 ? i - 50 : i);
    if (i % 1000 === 0) maxSlots = Math.max(maxSlots, $vm.collectionStatistics(cache).slots);
}
shouldBe(cache.size, capacity);
shouldBeTrue(maxSlots <= 4 * capacity, "the table grew to " + maxSlots + " slots for " + capacity + " entries");
// The finished key iterators of every touch() left no cursor behind.
gc();
shouldBe($vm.collectionStatistics(cache).cursors, 0);

// A live iterator in the middle of the churn keeps its place.
var map = new Map();
for (var i = 0; i < 100; i++) map.set(i, i);
var iterator = map.keys();
for (var i = 0; i < 50; i++) iterator.next();
for (var i = 100; i < 50000; i++) {
    map.delete(i - 100 < 50 ? i + 1000000 : i - 100);   // keep 0..49, the ones the iterator passed
    map.set(i, i);
}
// What is left after the iterator's position: everything set last that still exists.
var rest = [];
for (var r = iterator.next(); !r.done; r = iterator.next()) rest.push(r.value);
shouldBe(rest.length, map.size - 50);
shouldBe(rest[rest.length - 1], 49999);
shouldBeTrue($vm.collectionStatistics(map).slots <= 4 * map.size, "churned map compacts with an iterator alive");
