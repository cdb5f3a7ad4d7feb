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

// A hand-written async iterator used with for await.
var log = [];
var asyncIterable = {
    [Symbol.asyncIterator]() {
        var i = 0;
        return {
            next() {
                i++;
                log.push("next " + i);
                return Promise.resolve({ value: i * 10, done: i > 3 });
            },
            return() {
                log.push("return");
                return Promise.resolve({ done: true });
            },
        };
    },
};
asyncTest(async () => {
    var out = [];
    for await (var v of asyncIterable) out.push(v);
    shouldBe(out.join(), "10,20,30");
    shouldBe(log.join(), "next 1,next 2,next 3,next 4");

    log = [];
    for await (var w of asyncIterable) break;
    shouldBe(log.join(), "next 1,return");

    // Symbol.asyncIterator takes precedence over Symbol.iterator.
    var both = {
        [Symbol.iterator]() { throw new Error("sync iterator must not be used"); },
        [Symbol.asyncIterator]() {
            var done = false;
            return { next() { var r = { value: "async", done }; done = true; return r; } };
        },
    };
    var picked = [];
    for await (var p of both) picked.push(p);
    shouldBe(picked.join(), "async");

    // next() returning a non-object (after awaiting) throws TypeError.
    var bad = { [Symbol.asyncIterator]() { return { next() { return Promise.resolve(1); } }; } };
    var caught = null;
    try { for await (var b of bad) {} } catch (e) { caught = e; }
    shouldBe(caught instanceof TypeError, true);
});
