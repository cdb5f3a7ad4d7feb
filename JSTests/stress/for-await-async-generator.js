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

// for await over an async generator.
async function* produce() {
    yield 1;
    yield await Promise.resolve(2);
    yield 3;
}
asyncTest(async () => {
    var out = [];
    for await (var v of produce()) out.push(v);
    shouldBe(out.join(), "1,2,3");

    // break calls return() on the async generator, running its finally.
    var log = [];
    async function* withFinally() {
        try {
            yield "a";
            yield "b";
        } finally {
            log.push("finally");
        }
    }
    for await (var w of withFinally()) {
        log.push(w);
        break;
    }
    shouldBe(log.join(), "a,finally");

    // Destructuring in the head.
    async function* pairs() { yield [1, 2]; yield [3, 4]; }
    var sums = [];
    for await (const [a, b] of pairs()) sums.push(a + b);
    shouldBe(sums.join(), "3,7");

    // An error thrown in the generator rejects the loop.
    async function* failing() { yield 1; throw new RangeError("gen"); }
    var caught = null;
    try {
        for await (var f of failing()) {}
    } catch (e) {
        caught = e;
    }
    shouldBe(caught instanceof RangeError, true);
});
