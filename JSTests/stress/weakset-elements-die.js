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

// A WeakSet does not keep its elements alive: elements nothing else holds die at the next
// collection and leave the set; the others stay members.
var set = new WeakSet();
var kept = [];
var refs = [];
function populate() {
    for (var i = 0; i < 300; i++) {
        var element = i % 5 === 0 ? Symbol("e" + i) : { element: i };
        set.add(element);
        refs.push(new WeakRef(element));
        if (i % 3 === 0) kept.push(element);
    }
}
populate();

function check() {
    $vm.gc();
    shouldBe($vm.collectionStatistics(set).entries, kept.length, "dead elements are removed");
    for (var i = 0; i < kept.length; i++) shouldBe(set.has(kept[i]), true);
    var live = 0;
    for (var i = 0; i < refs.length; i++) if (refs[i].deref() !== undefined) live++;
    shouldBe(live, kept.length, "a WeakSet keeps no element alive");
}

// A job later, the WeakRef targets are no longer kept alive.
asyncTest(async function () {
    await null;
    check();
});
