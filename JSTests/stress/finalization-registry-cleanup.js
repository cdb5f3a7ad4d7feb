function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function asyncTest(fn) {
    let finished = false;
    Promise.resolve(fn()).then(() => { finished = true; }, error => { finished = true; throw error; });
    let tail = Promise.resolve();
    for (let i = 0; i < 100; i++)
        tail = tail.then(() => {});
    tail.then(() => { if (!finished) throw new Error("async test did not finish"); });
}
function turns(count) {
    var p = Promise.resolve();
    for (var i = 0; i < count; i++) p = p.then(function () {});
    return p;
}

// When a collection finds registered targets dead, a cleanup job calls the callback once
// with each held value; live targets and unregistered cells get no call. Held values are
// held strongly until their callback ran.
var cleaned = [];
var registry = new FinalizationRegistry(function (held) { cleaned.push(held); });
var keptTargets = [];
var heldRefs = [];
var tokens = [];
function registerAll() {
    for (var i = 0; i < 300; i++) {
        var target = i % 4 === 0 ? Symbol("t" + i) : { target: i };
        var held = { id: i };
        var token = {};
        tokens.push(token);
        registry.register(target, held, token);
        heldRefs.push(new WeakRef(held));
        if (i % 3 === 0) keptTargets.push(target);
    }
    // Unregistered before they die: no callback.
    for (var i = 1; i < 300; i += 10) registry.unregister(tokens[i]);
}
function collectDeadTargets() {
    // The callback runs in a later job, never during the collection. (Collections that
    // ran earlier, as under --gc-stress, may have had their callbacks already.)
    var before = cleaned.length;
    $vm.gc();
    shouldBe(cleaned.length, before, "no callback during the job that collected");
    // Held values waiting for their callback are alive; unregistering let go of the others.
    for (var i = 0; i < heldRefs.length; i++) {
        var alive = heldRefs[i].deref() !== undefined;
        if (alive !== (i % 10 !== 1)) throw new Error("held value " + i + (alive ? " lives" : " died"));
    }
}
function expected() {
    var ids = [];
    for (var i = 0; i < 300; i++) if (i % 3 !== 0 && i % 10 !== 1) ids.push(i);
    return ids;
}
function checkCleaned() {
    var ids = cleaned.map(function (held) { return held.id; }).sort(function (a, b) { return a - b; });
    shouldBe(ids.join(), expected().join(), "each dead, still registered target's held value, once");
    // Kept are the targets i % 3 == 0; ten of them (i % 10 == 1) were unregistered.
    shouldBe($vm.collectionStatistics(registry).cells, 90, "the cells of live targets remain");
    cleaned = [];
}
function heldValuesReleased() {
    $vm.gc();
    var live = 0;
    for (var i = 0; i < heldRefs.length; i++) if (heldRefs[i].deref() !== undefined) live++;
    // The held values of live targets and the unregistered ones' (dropped at unregister):
    // only the 90 still registered survive.
    shouldBe(live, 90);
}

// Dropping the rest of the targets: their callbacks come too, also if their token died.
function dropTheRest() {
    keptTargets = null;
    tokens = null;
    $vm.gc();
}
function checkTheRest() {
    shouldBe(cleaned.length, 90);
    shouldBe($vm.collectionStatistics(registry).cells, 0);
}

// A registry that died calls nothing (its targets live until the registry is gone).
var fromDeadRegistry = 0;
var doomedTargets = [];
function makeDoomedRegistry() {
    var doomed = new FinalizationRegistry(function () { fromDeadRegistry++; });
    for (var i = 0; i < 50; i++) {
        var target = {};
        doomedTargets.push(target);
        doomed.register(target, i);
    }
}

// A callback may register and unregister while the cleanup runs.
var reentrant = [];
var second = new FinalizationRegistry(function (held) {
    reentrant.push(held);
    if (held === "first") second.register({}, "registered during cleanup");
    second.unregister(secondToken);
});
var secondToken = {};
var secondTargetKept = {};
function registerSecond() {
    second.register({}, "first");
    second.register(secondTargetKept, "never", secondToken);
}

asyncTest(async function () {
    registerAll();
    await null;
    collectDeadTargets();
    await turns(5);
    checkCleaned();
    await null;
    heldValuesReleased();
    dropTheRest();
    await turns(5);
    checkTheRest();

    makeDoomedRegistry();
    doomedTargets = null;
    await null;
    $vm.gc();
    await turns(5);
    shouldBe(fromDeadRegistry, 0);

    registerSecond();
    await null;
    $vm.gc();
    await turns(5);
    $vm.gc();
    await turns(5);
    shouldBe(reentrant.join(), "first,registered during cleanup");
    shouldBe(typeof secondTargetKept, "object");
});
