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

// catch and finally.
asyncTest(async () => {
    shouldBe(await Promise.reject("x").catch(e => "handled " + e), "handled x");
    shouldBe(await Promise.resolve("ok").catch(() => "unused"), "ok");

    // finally passes through the value or reason.
    var log = [];
    shouldBe(await Promise.resolve("value").finally(() => { log.push("f1"); return "ignored"; }), "value");
    var reason = await Promise.reject("reason").finally(() => log.push("f2")).catch(e => e);
    shouldBe(reason, "reason");
    shouldBe(log.join(), "f1,f2");

    // finally's callback receives no arguments.
    var argCount = -1;
    await Promise.resolve(1).finally(function () { argCount = arguments.length; });
    shouldBe(argCount, 0);

    // A throw in finally overrides the outcome.
    var err = await Promise.resolve(1).finally(() => { throw new TypeError(); }).catch(e => e);
    shouldBe(err instanceof TypeError, true);

    // A rejected promise returned from finally overrides too; a fulfilled one does not.
    var err2 = await Promise.resolve(1).finally(() => Promise.reject("from finally")).catch(e => e);
    shouldBe(err2, "from finally");
    shouldBe(await Promise.resolve(1).finally(() => Promise.resolve(2)), 1);

    // Non-function arguments pass the outcome through.
    shouldBe(await Promise.resolve(3).finally(), 3);
    shouldBe(await Promise.reject(4).catch().then(() => "not reached", e => e), 4);
});
