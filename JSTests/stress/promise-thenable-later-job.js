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

// Resolving a promise with a thenable calls its then method in a later job.
var log = [];
var thenable = {
    then(resolve) {
        log.push("then called");
        resolve("value from thenable");
    },
};
var p = new Promise(resolve => {
    resolve(thenable);
    log.push("after resolve");
});
log.push("sync end");

var p2 = Promise.resolve(thenable);
var p3 = Promise.resolve().then(() => thenable);

asyncTest(async () => {
    shouldBe(await p, "value from thenable");
    shouldBe(log.slice(0, 3).join(), "after resolve,sync end,then called");
    shouldBe(await p2, "value from thenable");
    shouldBe(await p3, "value from thenable");

    // The then getter is read synchronously during resolve.
    var readLog = [];
    var getterThenable = {
        get then() { readLog.push("get then"); return r => r(1); },
    };
    new Promise(r => { r(getterThenable); readLog.push("after resolve"); });
    shouldBe(readLog.join(), "get then,after resolve");

    // A throwing then getter rejects the promise.
    var badGetter = { get then() { throw new TypeError(); } };
    var err = await new Promise(r => r(badGetter)).catch(e => e);
    shouldBe(err instanceof TypeError, true);

    // Nested thenables are unwrapped fully.
    var nested = { then(r) { r({ then(r2) { r2("deep"); } }); } };
    shouldBe(await Promise.resolve(nested), "deep");
});
