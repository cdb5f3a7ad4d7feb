function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
function asyncTest(fn) {
    let finished = false;
    Promise.resolve(fn()).then(() => { finished = true; }, error => { finished = true; throw error; });
    let tail = Promise.resolve();
    for (let i = 0; i < 500; i++)
        tail = tail.then(() => {});
    tail.then(() => { if (!finished) throw new Error("async test did not finish"); });
}

// Async generators return promises of iterator results.
async function* gen() {
    yield 1;
    yield 2;
    return "end";
}
asyncTest(async () => {
    var g = gen();
    var p = g.next();
    shouldBe(p instanceof Promise, true);
    var r = await p;
    shouldBe(r.value, 1);
    shouldBe(r.done, false);
    r = await g.next();
    shouldBe(r.value, 2);
    r = await g.next();
    shouldBe(r.value, "end");
    shouldBe(r.done, true);
    r = await g.next();
    shouldBe(r.value, undefined);
    shouldBe(r.done, true);

    // The object is an async iterator returning itself.
    shouldBe(g[Symbol.asyncIterator](), g);
    shouldBe(typeof g[Symbol.iterator], "undefined");

    // Not constructible.
    shouldThrow(() => new gen(), TypeError);

    // Values sent with next() arrive at the yield.
    async function* echo() { var x = yield "first"; yield "got " + x; }
    var e = echo();
    await e.next();
    shouldBe((await e.next("hello")).value, "got hello");
});
