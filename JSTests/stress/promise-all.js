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

// Promise.all with mixes of values, promises and thenables.
asyncTest(async () => {
    var r = await Promise.all([1, Promise.resolve(2), { then(f) { f(3); } }, "four"]);
    shouldBe(r.join(), "1,2,3,four");
    shouldBe(Array.isArray(r), true);

    // Order of results follows input order, not settlement order.
    var slow = Promise.resolve().then(() => {}).then(() => "slow");
    var fast = Promise.resolve("fast");
    var ordered = await Promise.all([slow, fast]);
    shouldBe(ordered.join(), "slow,fast");

    // Empty input resolves with an empty array.
    var empty = await Promise.all([]);
    shouldBe(empty.length, 0);

    // Any rejection rejects the whole; the first rejection wins.
    var err = await Promise.all([Promise.resolve(1), Promise.reject(new TypeError()), Promise.reject(new RangeError())]).catch(e => e);
    shouldBe(err instanceof TypeError, true);

    // Works with any iterable.
    function* gen() { yield 1; yield Promise.resolve(2); }
    shouldBe((await Promise.all(gen())).join(), "1,2");
    shouldBe((await Promise.all("ab")).join(), "a,b");

    // A non-iterable rejects (does not throw synchronously).
    var p = Promise.all(5);
    shouldBe(p instanceof Promise, true);
    var err2 = await p.catch(e => e);
    shouldBe(err2 instanceof TypeError, true);
});
