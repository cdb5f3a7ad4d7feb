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

// await inside async generators, between yields.
var log = [];
async function* gen() {
    log.push("start");
    var v = await Promise.resolve("awaited");
    log.push(v);
    yield v;
    var w = await new Promise(resolve => resolve("second"));
    yield w;
}
asyncTest(async () => {
    var g = gen();
    shouldBe(log.length, 0);
    var first = await g.next();
    shouldBe(first.value, "awaited");
    shouldBe(log.join(), "start,awaited");
    shouldBe((await g.next()).value, "second");

    // yield awaits a promise operand: the consumer sees the resolved value.
    async function* yieldsPromise() { yield Promise.resolve("resolved"); }
    shouldBe((await yieldsPromise().next()).value, "resolved");

    // A rejected promise operand of yield throws inside the generator.
    async function* yieldsRejection() {
        try {
            yield Promise.reject(new TypeError());
        } catch (e) {
            yield "caught " + (e instanceof TypeError);
        }
    }
    shouldBe((await yieldsRejection().next()).value, "caught true");

    // await of a rejected promise inside an async generator rejects next().
    async function* failing() { await Promise.reject(new RangeError()); }
    var err = await failing().next().catch(e => e);
    shouldBe(err instanceof RangeError, true);
});
