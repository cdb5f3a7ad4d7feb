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

// yield* in async generators delegates to async and sync iterables.
async function* inner() {
    yield 1;
    await null;
    yield 2;
    return "inner done";
}
async function* outer() {
    var r = yield* inner();
    yield r;
    yield* [Promise.resolve(3), 4];
}
asyncTest(async () => {
    var out = [];
    for await (var v of outer()) out.push(v);
    shouldBe(out.join(), "1,2,inner done,3,4");

    // Forwarding return() to the inner async generator.
    var log = [];
    async function* cleanup() {
        try { yield "x"; yield "y"; } finally { log.push("inner finally"); }
    }
    async function* delegating() { yield* cleanup(); }
    var d = delegating();
    await d.next();
    var rr = await d.return("r");
    shouldBe(rr.value, "r");
    shouldBe(rr.done, true);
    shouldBe(log.join(), "inner finally");

    // Forwarding throw().
    async function* catcher() { try { yield 1; } catch (e) { yield "inner caught " + e; } }
    async function* outerCatch() { yield* catcher(); }
    var oc = outerCatch();
    await oc.next();
    shouldBe((await oc.throw("e")).value, "inner caught e");
});
