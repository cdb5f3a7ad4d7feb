function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function asyncTest(fn) {
    let finished = false;
    Promise.resolve(fn()).then(() => { finished = true; }, error => { finished = true; throw error; });
    let tail = Promise.resolve();
    for (let i = 0; i < 500; i++)
        tail = tail.then(() => {});
    tail.then(() => { if (!finished) throw new Error("async test did not finish"); });
}

// Resolving a promise with itself rejects it with a TypeError.
var resolveFn;
var p = new Promise(resolve => { resolveFn = resolve; });
resolveFn(p);

// Returning the derived promise from its own then handler also rejects.
var q = Promise.resolve().then(() => q);

asyncTest(async () => {
    var err = await p.then(() => null, e => e);
    shouldBe(err instanceof TypeError, true);
    var err2 = await q.then(() => null, e => e);
    shouldBe(err2 instanceof TypeError, true);
});
