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

// A WeakMap entry keeps its value alive exactly as long as its key: the values of
// dropped keys die at the next collection and their entries go away; the values of kept
// keys survive. The values are watched with WeakRefs, which keep nothing alive after the
// job that made them.
var map = new WeakMap();
var keptKeys = [];
var valueRefs = [];
function populate() {
    for (var i = 0; i < 200; i++) {
        var key = i % 3 === 0 ? Symbol("key" + i) : { key: i };
        var value = { value: i, payload: new Array(10).fill(i) };
        map.set(key, value);
        valueRefs.push(new WeakRef(value));
        if (i % 2 === 0) keptKeys.push(key);
    }
}
populate();
// Collections may already have run (under --gc-stress they did) and removed entries of
// the dropped keys, never of the kept ones.
shouldBe($vm.collectionStatistics(map).entries >= 100, true);

function liveValues() {
    var live = [];
    for (var i = 0; i < valueRefs.length; i++) if (valueRefs[i].deref() !== undefined) live.push(i);
    return live;
}

// Each step runs in a function of its own, so that no register of the async function
// holds on to what the step looked at; each begins a job later, when the WeakRef targets
// of the previous one are no longer kept.
function afterDroppingHalf() {
    $vm.gc();
    shouldBe($vm.collectionStatistics(map).entries, 100, "entries of dead keys are removed");
    var live = liveValues();
    shouldBe(live.length, 100);
    for (var i = 0; i < live.length; i++) shouldBe(live[i] % 2, 0, "only values of kept keys survive");
    for (var i = 0; i < keptKeys.length; i++) shouldBe(map.get(keptKeys[i]).payload[9], i * 2);
    keptKeys = null;
}
function afterDroppingAll() {
    $vm.gc();
    shouldBe($vm.collectionStatistics(map).entries, 0);
    shouldBe(liveValues().length, 0);
}

// A value that refers to its own key does not keep the key alive.
var selfRef;
function makeSelfReference() {
    var key = {};
    map.set(key, { key: key });
    selfRef = new WeakRef(key);
}
function checkSelfReference() {
    $vm.gc();
    shouldBe(selfRef.deref(), undefined, "a key reachable only from its own value dies");
    shouldBe($vm.collectionStatistics(map).entries, 0);
}

// A value reachable only through a dead WeakMap dies, though its key lives.
var livingKey = {};
var orphanRef;
function makeOrphan() {
    var doomed = new WeakMap();
    var value = {};
    doomed.set(livingKey, value);
    orphanRef = new WeakRef(value);
}
function checkOrphan() {
    $vm.gc();
    shouldBe(orphanRef.deref(), undefined, "the value of a dead WeakMap dies");
    shouldBe(typeof livingKey, "object");
}

asyncTest(async function () {
    await null;
    afterDroppingHalf();
    await null;
    afterDroppingAll();
    makeSelfReference();
    await null;
    checkSelfReference();
    makeOrphan();
    await null;
    checkOrphan();
});
