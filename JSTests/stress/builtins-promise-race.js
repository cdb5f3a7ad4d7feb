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

// 27.2.4.5 Promise.race
var log = [];
Promise.race([new Promise(() => {}), Promise.resolve("fast"), Promise.reject("slow")]).then(v => log.push("won " + v));
Promise.race([Promise.reject("boom"), Promise.resolve("ok")]).catch(e => log.push("lost " + e));
var never = Promise.race([]);
never.then(() => log.push("never settles"), () => log.push("never settles"));
Promise.race(undefined).catch(e => log.push("undefined " + e.name));
// Plain values are resolved with C.resolve.
var resolved = [];
function Tracking(executor) { return new Promise(executor); }
Tracking.resolve = v => { resolved.push(v); return Promise.resolve(v); };
Promise.race.call(Tracking, ["a", "b"]).then(v => log.push("tracked " + v + " " + resolved.join()));
afterJobs(() => {
    shouldBe(log.join(";"), "undefined TypeError;won fast;lost boom;tracked a a,b");
});
