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

// A WeakRef's target is kept alive until the end of the job that created the WeakRef or
// last dereferenced it (AddToKeptObjects, ClearKeptObjects); after that, a collection
// that finds it unreachable clears the WeakRef.
var ref, symbolRef, strong;
function create() {
    ref = new WeakRef({ created: true });
    symbolRef = new WeakRef(Symbol("target"));
    strong = { strongly: "held" };
}
function sameJob() {
    $vm.gc();
    shouldBe(ref.deref().created, true, "kept until the end of the creating job");
    shouldBe(typeof symbolRef.deref(), "symbol");
    shouldBe($vm.collectionStatistics().keptObjects >= 2, true);
}
function nextJob() {
    shouldBe($vm.collectionStatistics().keptObjects, 0, "the job boundary cleared the kept objects");
    $vm.gc();
    shouldBe(ref.deref(), undefined, "collected once no longer kept");
    shouldBe(symbolRef.deref(), undefined, "a symbol target is collected too");
}

// deref() keeps the target for the rest of its job, even after the last strong
// reference is gone.
var strongRef;
function derefThenDrop() {
    strongRef = new WeakRef(strong);
}
function derefKeeps() {
    shouldBe(strongRef.deref().strongly, "held");
    strong = null;
    $vm.gc();
    shouldBe(strongRef.deref() !== undefined, true, "dereferenced in this job: kept");
}
function derefReleased() {
    $vm.gc();
    shouldBe(strongRef.deref(), undefined);
}

asyncTest(async function () {
    create();
    sameJob();
    await null;
    nextJob();
    derefThenDrop();
    await null;
    derefKeeps();
    await null;
    derefReleased();
});
