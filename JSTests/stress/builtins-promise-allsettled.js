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

// 27.2.4.2 Promise.allSettled
var log = [];
Promise.allSettled([1, Promise.reject("no"), Promise.resolve("yes")]).then(results => {
    log.push(JSON.stringify(results));
    log.push(Object.keys(results[0]).join() + "/" + Object.keys(results[1]).join());
    shouldBe(Object.getPrototypeOf(results[0]), Object.prototype);
});
Promise.allSettled([]).then(results => log.push("empty " + results.length));
Promise.allSettled(null).catch(e => log.push("null " + e.name));
// The resolve and reject functions of one element share [[AlreadyCalled]].
var handlers = [];
function Capturing(executor) { return new Promise(executor); }
Capturing.resolve = v => ({ then(onFulfilled, onRejected) { handlers.push([onFulfilled, onRejected]); } });
Promise.allSettled.call(Capturing, [1]).then(results => log.push("shared " + JSON.stringify(results)));
handlers[0][1]("first");
handlers[0][0]("second");
afterJobs(() => {
    shouldBe(log.join(";"), 'empty 0;null TypeError;shared [{"status":"rejected","reason":"first"}];[{"status":"fulfilled","value":1},{"status":"rejected","reason":"no"},{"status":"fulfilled","value":"yes"}];status,value/status,reason');
});
