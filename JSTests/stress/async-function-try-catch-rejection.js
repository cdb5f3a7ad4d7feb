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

// await of a rejected promise throws inside the async function.
async function f() {
    try {
        await Promise.reject(new TypeError("rejected"));
        return "not reached";
    } catch (e) {
        return e instanceof TypeError ? "caught" : "wrong";
    } finally {
        log.push("finally");
    }
}
var log = [];
asyncTest(async () => {
    shouldBe(await f(), "caught");
    shouldBe(log.join(), "finally");

    // An uncaught error rejects the returned promise.
    async function g() { await null; throw new RangeError("from g"); }
    var err = await g().then(() => null, e => e);
    shouldBe(err instanceof RangeError, true);

    // Rejection propagates through nested awaits.
    async function level1() { await level2(); }
    async function level2() { await null; throw new SyntaxError(); }
    var err2 = null;
    try { await level1(); } catch (e) { err2 = e; }
    shouldBe(err2 instanceof SyntaxError, true);

    // A rejected non-error value.
    try { await Promise.reject(42); } catch (e) { shouldBe(e, 42); }

    // Catching and continuing to await afterwards.
    async function resilient() {
        var results = [];
        for (var p of [Promise.resolve(1), Promise.reject(2), Promise.resolve(3)]) {
            try { results.push(await p); } catch (e) { results.push("err" + e); }
        }
        return results.join();
    }
    shouldBe(await resilient(), "1,err2,3");
});
