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

// Promise.race settles like the first input to settle.
asyncTest(async () => {
    var slow = Promise.resolve().then(() => {}).then(() => "slow");
    shouldBe(await Promise.race([slow, Promise.resolve("fast")]), "fast");

    // Plain values win immediately; among already-resolved ones, the first in order wins.
    shouldBe(await Promise.race([Promise.resolve("first"), "second"]), "first");
    shouldBe(await Promise.race(["value", Promise.resolve("promise")]), "value");

    // A rejection that settles first rejects the race.
    var err = await Promise.race([Promise.reject(new URIError()), slow]).catch(e => e);
    shouldBe(err instanceof URIError, true);

    // An empty race never settles.
    var settled = false;
    Promise.race([]).then(() => { settled = true; }, () => { settled = true; });
    await Promise.resolve().then(() => {}).then(() => {});
    shouldBe(settled, false);
});
