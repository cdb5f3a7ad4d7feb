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

// Breaking from for await calls return() on the async generator, which runs its finally.
var log = [];
async function* gen() {
    try {
        for (var i = 0; ; i++) {
            log.push("yield " + i);
            yield i;
        }
    } finally {
        await null;
        log.push("finally");
    }
}
asyncTest(async () => {
    for await (var v of gen()) {
        if (v === 2) break;
    }
    shouldBe(log.join(), "yield 0,yield 1,yield 2,finally");

    // Throwing from the loop body also closes it.
    log = [];
    try {
        for await (var w of gen()) throw new TypeError();
    } catch (e) {
        shouldBe(e instanceof TypeError, true);
    }
    shouldBe(log.join(), "yield 0,finally");

    // Returning from an async function inside for await.
    log = [];
    async function firstValue() { for await (var x of gen()) return x; }
    shouldBe(await firstValue(), 0);
    shouldBe(log.join(), "yield 0,finally");
});
