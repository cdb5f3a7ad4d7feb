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

// 27.2.4.3 Promise.any
var log = [];
Promise.any([Promise.reject(1), Promise.resolve(2), Promise.resolve(3)]).then(v => log.push("first " + v));
Promise.any([Promise.reject("a"), Promise.reject("b")]).catch(error => {
    log.push(error.constructor.name + " " + (error instanceof AggregateError) + " " + error.errors.join());
    var descriptor = Object.getOwnPropertyDescriptor(error, "errors");
    log.push("errors " + descriptor.writable + descriptor.enumerable + descriptor.configurable + Array.isArray(descriptor.value));
});
Promise.any([]).catch(error => log.push("empty " + (error instanceof AggregateError) + " " + error.errors.length));
Promise.any(7).catch(error => log.push("non-iterable " + error.name));
// The errors keep the order of the iterable, not of the rejections.
var rejectLater;
var later = new Promise((_, reject) => { rejectLater = reject; });
Promise.any([later, Promise.reject("now")]).catch(error => log.push("order " + error.errors.join()));
rejectLater("later");
afterJobs(() => {
    shouldBe(log.join(";"), "empty true 0;non-iterable TypeError;first 2;AggregateError true a,b;errors truefalsetruetrue;order later,now");
});
