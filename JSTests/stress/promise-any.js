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

// Promise.any resolves with the first fulfillment or rejects with an AggregateError.
asyncTest(async () => {
    shouldBe(await Promise.any([Promise.reject(1), Promise.resolve(2), 3]), 2);
    shouldBe(await Promise.any([Promise.reject(1), "plain"]), "plain");

    var err = await Promise.any([Promise.reject("a"), Promise.reject("b")]).catch(e => e);
    shouldBe(err instanceof AggregateError, true);
    shouldBe(err instanceof Error, true);
    shouldBe(err.errors.join(), "a,b");
    shouldBe(Array.isArray(err.errors), true);

    var emptyErr = await Promise.any([]).catch(e => e);
    shouldBe(emptyErr instanceof AggregateError, true);
    shouldBe(emptyErr.errors.length, 0);

    // Errors are in input order, not rejection order.
    var late = Promise.resolve().then(() => {}).then(() => { throw "late"; });
    var early = Promise.reject("early");
    var ordered = await Promise.any([late, early]).catch(e => e);
    shouldBe(ordered.errors.join(), "late,early");
});
