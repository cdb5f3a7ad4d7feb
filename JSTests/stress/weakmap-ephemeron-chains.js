function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function asyncTest(fn) {
    let finished = false;
    Promise.resolve(fn()).then(() => { finished = true; }, error => { finished = true; throw error; });
    let tail = Promise.resolve();
    for (let i = 0; i < 50; i++)
        tail = tail.then(() => {});
    tail.then(() => { if (!finished) throw new Error("async test did not finish"); });
}

// A chain of ephemerons: the value of key i refers to key i + 1, spread over several
// WeakMaps and inserted last link first, so that each step of the collector's fixpoint
// makes the next key reachable. While the first key lives the whole chain does; once it
// dies, the whole chain does. This is the shape of private data kept in WeakMaps for the
// nodes of a linked list.
var LENGTH = 2000;
var maps = [new WeakMap(), new WeakMap(), new WeakMap()];
var head;
var keyRefs = [];
function build() {
    var keys = [];
    for (var i = 0; i < LENGTH; i++) keys.push({ index: i });
    for (var i = LENGTH - 1; i >= 0; i--) {
        maps[i % 3].set(keys[i], { next: i + 1 < LENGTH ? keys[i + 1] : null, index: i });
        keyRefs.push(new WeakRef(keys[i]));
    }
    head = keys[0];
}
build();

function walk() {
    var count = 0;
    for (var key = head; key; count++) {
        var data = maps[count % 3].get(key);
        if (!data || data.index !== count) throw new Error("chain broken at " + count);
        key = data.next;
    }
    return count;
}
function liveKeys() {
    var live = 0;
    for (var i = 0; i < keyRefs.length; i++) if (keyRefs[i].deref() !== undefined) live++;
    return live;
}

function entryCount() {
    return maps.reduce(function (sum, map) { return sum + $vm.collectionStatistics(map).entries; }, 0);
}
function whileTheHeadLives() {
    $vm.gc();
    shouldBe(walk(), LENGTH, "the chain survives from its rooted head");
    shouldBe(liveKeys(), LENGTH);
    shouldBe(entryCount(), LENGTH);
    head = null;
}
function afterTheHeadDied() {
    $vm.gc();
    shouldBe(liveKeys(), 0, "without the head, no key of the chain survives");
    shouldBe(entryCount(), 0);
}

// Each step is a function of its own (no register of the async function holds a key) and
// begins a job later (the WeakRef targets are no longer kept).
asyncTest(async function () {
    await null;
    whileTheHeadLives();
    await null;
    afterTheHeadDied();
});
