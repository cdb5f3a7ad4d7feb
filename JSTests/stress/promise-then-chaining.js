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

// then returns a new promise resolved with the callback's result.
asyncTest(async () => {
    var result = await Promise.resolve(1)
        .then(v => v + 1)
        .then(v => Promise.resolve(v * 10))
        .then(v => { throw new RangeError(String(v)); })
        .then(() => "skipped")
        .catch(e => e instanceof RangeError ? "caught " + e.message : "wrong")
        .then(v => v + "!");
    shouldBe(result, "caught 20!");

    // then returns a distinct promise each time.
    var p = Promise.resolve();
    shouldBe(p.then() === p.then(), false);

    // Multiple handlers on the same promise run in registration order.
    var order = [];
    var base = Promise.resolve("v");
    base.then(() => order.push(1));
    base.then(() => order.push(2));
    base.then(() => order.push(3));
    await base.then(() => {});
    shouldBe(order.join(), "1,2,3");

    // Handlers are always asynchronous, even for already-resolved promises.
    var sync = true;
    var seenSync = "not run";
    var pending = Promise.resolve().then(() => { seenSync = sync; });
    shouldBe(seenSync, "not run");
    sync = false;
    await pending;
    shouldBe(seenSync, false);

    // A handler returning undefined resolves with undefined.
    shouldBe(await Promise.resolve(5).then(() => {}), undefined);
});
