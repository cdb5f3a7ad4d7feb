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

// The executor runs synchronously; exceptions in it reject the promise.
var log = [];
var p = new Promise((resolve, reject) => {
    log.push("executor");
    shouldBe(typeof resolve, "function");
    shouldBe(typeof reject, "function");
    shouldBe(resolve.length, 1);
    shouldBe(reject.length, 1);
});
log.push("after");
shouldBe(log.join(), "executor,after");

var thrown = new Promise(() => { throw new RangeError(); });
var resolvedThenThrown = new Promise(resolve => { resolve("kept"); throw new Error("ignored"); });

// Promise requires new and a callable executor.
shouldThrow(() => Promise(() => {}), TypeError);
shouldThrow(() => new Promise(), TypeError);
shouldThrow(() => new Promise(5), TypeError);

// Only the first resolve/reject call counts.
var once = new Promise((resolve, reject) => {
    resolve("first");
    resolve("second");
    reject("third");
});

asyncTest(async () => {
    var err = await thrown.catch(e => e);
    shouldBe(err instanceof RangeError, true);
    shouldBe(await resolvedThenThrown, "kept");
    shouldBe(await once, "first");
    shouldBe(Object.prototype.toString.call(p), "[object Promise]");
});
