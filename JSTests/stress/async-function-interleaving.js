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

// Two async functions interleave at each await.
var log = [];
async function worker(name, steps) {
    for (var i = 0; i < steps; i++) {
        log.push(name + i);
        await null;
    }
}
asyncTest(async () => {
    await Promise.all([worker("a", 3), worker("b", 3)]);
    shouldBe(log.join(), "a0,b0,a1,b1,a2,b2");

    // A sequential version.
    log = [];
    await worker("x", 2);
    await worker("y", 2);
    shouldBe(log.join(), "x0,x1,y0,y1");

    // Shared state mutated between awaits.
    var counter = 0;
    async function inc() { var v = counter; await null; counter = v + 1; }
    await Promise.all([inc(), inc(), inc()]);
    shouldBe(counter, 1);
});
