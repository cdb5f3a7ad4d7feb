function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
// Runs `check` once every job queued so far (and those they queue, 50 deep) has run.
function afterJobs(check) {
    let tail = Promise.resolve();
    for (let i = 0; i < 50; i++) tail = tail.then(() => {});
    tail.then(check);
}

// 27.2.4.6 Promise.reject, 27.2.4.7 Promise.resolve, 27.2.4.8 Promise.withResolvers.
var log = [];
var p = Promise.resolve(1);
shouldBe(Promise.resolve(p), p);
class Sub extends Promise {}
shouldBe(Sub.resolve(p) === p, false);
shouldBe(Sub.resolve(p) instanceof Sub, true);
var subPromise = Sub.resolve(2);
shouldBe(Sub.resolve(subPromise), subPromise);
// A thenable is adopted in a later job.
var thenCalled = false;
Promise.resolve({ then(resolve) { thenCalled = true; resolve("adopted"); } }).then(v => log.push(v));
shouldBe(thenCalled, false);
// A throwing then getter rejects.
Promise.resolve({ get then() { throw new RangeError("getter"); } }).catch(e => log.push("getter " + e.name));
// Promise.reject does not unwrap.
Promise.reject(p).catch(r => log.push("reject keeps " + (r === p)));
// The this value must be an object (resolve) or a constructor (reject).
var threw = [];
try { Promise.resolve.call(1, 1); } catch (e) { threw.push(e.name); }
try { Promise.reject.call({}, 1); } catch (e) { threw.push(e.name); }
shouldBe(threw.join(), "TypeError,TypeError");
// withResolvers (when the host has it).
if (typeof Promise.withResolvers === "function") {
    var record = Promise.withResolvers();
    shouldBe(Object.keys(record).join(), "promise,resolve,reject");
    shouldBe(record.promise instanceof Promise, true);
    record.promise.then(v => log.push("with " + v));
    record.resolve("resolvers");
    shouldBe(Sub.withResolvers().promise instanceof Sub, true);
} else {
    Promise.resolve().then(() => log.push("with resolvers"));
}
afterJobs(() => {
    shouldBe(log.join(";"), "getter RangeError;reject keeps true;with resolvers;adopted");
});
