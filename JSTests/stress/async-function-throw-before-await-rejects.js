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

// Throwing before the first await rejects the returned promise rather than throwing synchronously.
async function f() { throw new RangeError("sync part"); }
var threwSynchronously = false;
var p;
try { p = f(); } catch (e) { threwSynchronously = true; }
shouldBe(threwSynchronously, false);
shouldBe(p instanceof Promise, true);

// Errors in parameter defaults also reject.
async function g(x = (() => { throw new TypeError("default"); })()) {}
var q;
try { q = g(); } catch (e) { threwSynchronously = true; }
shouldBe(threwSynchronously, false);

// The synchronous part runs before the call returns.
var log = [];
async function h() { log.push("sync part"); await null; log.push("async part"); }
h();
log.push("after call");

asyncTest(async () => {
    var e1 = await p.catch(e => e);
    shouldBe(e1 instanceof RangeError, true);
    var e2 = await q.catch(e => e);
    shouldBe(e2 instanceof TypeError, true);
    shouldBe(log.join(), "sync part,after call,async part");
});
