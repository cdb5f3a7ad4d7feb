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

// An async function returning a promise resolves to that promise's result.
async function passthrough() { return Promise.resolve("inner value"); }
async function rejecting() { return Promise.reject(new TypeError()); }
async function thenable() { return { then(resolve) { resolve("from thenable"); } }; }
asyncTest(async () => {
    shouldBe(await passthrough(), "inner value");
    var err = await rejecting().catch(e => e);
    shouldBe(err instanceof TypeError, true);
    shouldBe(await thenable(), "from thenable");

    // The returned promise is a new promise, not the one returned.
    var p = Promise.resolve(1);
    async function returnsP() { return p; }
    shouldBe(returnsP() === p, false);

    // return await inside try catches the rejection; plain return does not.
    async function withReturnAwait() {
        try { return await Promise.reject("x"); } catch (e) { return "caught"; }
    }
    async function withoutAwait() {
        try { return Promise.reject("y"); } catch (e) { return "caught"; }
    }
    shouldBe(await withReturnAwait(), "caught");
    shouldBe(await withoutAwait().catch(e => "rejected " + e), "rejected y");
});
