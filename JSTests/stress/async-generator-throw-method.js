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

// throw() on async generators.
async function* gen() {
    try {
        yield 1;
    } catch (e) {
        yield "caught " + e;
    }
    return "end";
}
asyncTest(async () => {
    var g = gen();
    await g.next();
    var r = await g.throw("boom");
    shouldBe(r.value, "caught boom");
    shouldBe((await g.next()).value, "end");

    // Uncaught: the promise rejects and the generator completes.
    async function* noCatch() { yield 1; yield 2; }
    var n = noCatch();
    await n.next();
    var err = await n.throw(new RangeError()).catch(e => e);
    shouldBe(err instanceof RangeError, true);
    shouldBe((await n.next()).done, true);

    // throw() on a fresh generator rejects without running the body.
    var ran = false;
    async function* fresh() { ran = true; yield 1; }
    var f = fresh();
    var err2 = await f.throw(new SyntaxError()).catch(e => e);
    shouldBe(err2 instanceof SyntaxError, true);
    shouldBe(ran, false);

    // The methods never throw synchronously, even on a bad receiver.
    var proto = Object.getPrototypeOf(f);
    var err3 = await proto.next.call({}).catch(e => e);
    shouldBe(err3 instanceof TypeError, true);
});
