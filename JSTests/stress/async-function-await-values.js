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

// await works on promises and plain values.
async function f() {
    var a = await 1;
    var b = await Promise.resolve(2);
    var c = await new Promise(resolve => resolve(3));
    var d = await undefined;
    return a + b + c + (d === undefined ? 0 : 100);
}
asyncTest(async () => {
    shouldBe(await f(), 6);

    // An async function always returns a promise.
    var p = f();
    shouldBe(p instanceof Promise, true);
    async function noAwait() { return "plain"; }
    shouldBe(noAwait() instanceof Promise, true);
    shouldBe(await noAwait(), "plain");

    // Awaiting in loops.
    async function sum(n) {
        var total = 0;
        for (var i = 1; i <= n; i++) total += await i;
        return total;
    }
    shouldBe(await sum(100), 5050);

    // await in expressions.
    async function expr() { return (await 2) * (await 3) + (await Promise.resolve(4)); }
    shouldBe(await expr(), 10);

    // await of an async function call.
    async function inner() { return "inner"; }
    async function outer() { return (await inner()) + "+outer"; }
    shouldBe(await outer(), "inner+outer");
});
