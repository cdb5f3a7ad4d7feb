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

// Promise.allSettled reports every outcome.
asyncTest(async () => {
    var results = await Promise.allSettled([
        1,
        Promise.resolve(2),
        Promise.reject("no"),
        { then(_, reject) { reject("thenable no"); } },
    ]);
    shouldBe(results.length, 4);
    shouldBe(results[0].status, "fulfilled");
    shouldBe(results[0].value, 1);
    shouldBe(results[1].value, 2);
    shouldBe(results[2].status, "rejected");
    shouldBe(results[2].reason, "no");
    shouldBe(results[3].reason, "thenable no");
    shouldBe(Object.keys(results[0]).join(), "status,value");
    shouldBe(Object.keys(results[2]).join(), "status,reason");

    var empty = await Promise.allSettled([]);
    shouldBe(empty.length, 0);

    var err = await Promise.allSettled(undefined).catch(e => e);
    shouldBe(err instanceof TypeError, true);
});
