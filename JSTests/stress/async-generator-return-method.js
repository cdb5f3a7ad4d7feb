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

// return() on async generators runs finally blocks and resolves to {value, done: true}.
var log = [];
async function* gen() {
    try {
        yield 1;
        yield 2;
    } finally {
        log.push("finally");
        await null;
        log.push("after await in finally");
    }
}
asyncTest(async () => {
    var g = gen();
    await g.next();
    var r = await g.return("early");
    shouldBe(r.value, "early");
    shouldBe(r.done, true);
    shouldBe(log.join(), "finally,after await in finally");
    shouldBe((await g.next()).done, true);

    // return() on a fresh async generator doesn't run the body.
    var ran = false;
    async function* fresh() { ran = true; yield 1; }
    var f = fresh();
    var rf = await f.return("fresh");
    shouldBe(rf.value, "fresh");
    shouldBe(ran, false);

    // return() awaits a promise argument.
    var g2 = gen();
    await g2.next();
    var r2 = await g2.return(Promise.resolve("awaited return"));
    shouldBe(r2.value, "awaited return");

    // return() on a completed generator with a rejected promise rejects.
    var done = fresh();
    await done.return();
    var err = await done.return(Promise.reject(new TypeError())).catch(e => e);
    shouldBe(err instanceof TypeError, true);
});
