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

// Promise.resolve returns its argument when it is a promise from the same constructor.
var p = Promise.resolve(1);
shouldBe(Promise.resolve(p), p);
shouldBe(Promise.resolve(p) instanceof Promise, true);

// Promise.reject always creates a new promise, even for promise arguments.
var r = Promise.reject(p);
shouldBe(r === p, false);

class Sub extends Promise {}
var s = Sub.resolve(2);
shouldBe(Promise.resolve(s) === s, false);
shouldBe(Sub.resolve(s), s);

asyncTest(async () => {
    // Wrap the reason so that returning it from the handler does not unwrap the promise.
    var wrapped = await r.catch(e => ({ reason: e }));
    shouldBe(wrapped.reason, p);
    shouldBe(await Promise.resolve(s), 2);
});
