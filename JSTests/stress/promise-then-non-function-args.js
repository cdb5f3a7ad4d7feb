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

// Non-function arguments to then are ignored and the value or reason passes through.
asyncTest(async () => {
    shouldBe(await Promise.resolve(1).then(null), 1);
    shouldBe(await Promise.resolve(2).then(undefined, undefined), 2);
    shouldBe(await Promise.resolve(3).then(5, "x"), 3);
    shouldBe(await Promise.reject(4).then(() => "no").catch(e => e), 4);
    shouldBe(await Promise.reject(5).then(null, e => e * 2), 10);
    shouldBe(await Promise.resolve(6).then({}).then(v => v + 1), 7);
});
