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

// await calls then on thenables in a later job, with fresh resolve/reject functions.
var log = [];
var thenable = {
    then(resolve, reject) {
        log.push("then called");
        resolve("thenable value");
    },
};
asyncTest(async () => {
    var p = (async () => await thenable)();
    log.push("after start");
    shouldBe(await p, "thenable value");
    shouldBe(log.join(), "after start,then called");

    // A thenable that rejects.
    var rejecting = { then(_, reject) { reject(new URIError()); } };
    var caught = null;
    try { await rejecting; } catch (e) { caught = e; }
    shouldBe(caught instanceof URIError, true);

    // A then method that throws rejects, unless it already resolved.
    var throwing = { then() { throw new EvalError(); } };
    caught = null;
    try { await throwing; } catch (e) { caught = e; }
    shouldBe(caught instanceof EvalError, true);
    var resolvedThenThrows = { then(r) { r("ok"); throw new Error("ignored"); } };
    shouldBe(await resolvedThenThrows, "ok");

    // Only the first resolution counts.
    var multi = { then(r, j) { r(1); r(2); j(3); } };
    shouldBe(await multi, 1);

    // A getter for then is read once.
    var gets = 0;
    var getterThen = { get then() { gets++; return r => r("g"); } };
    shouldBe(await getterThen, "g");
    shouldBe(gets, 1);

    // Non-callable then: the object itself is the value.
    var notThenable = { then: 5 };
    shouldBe(await notThenable, notThenable);
});
