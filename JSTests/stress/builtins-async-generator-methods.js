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

// 27.6.1 %AsyncGeneratorPrototype%.next, return and throw return promises, and reject
// (never throw) for a bad receiver.
var AsyncGeneratorPrototype = Object.getPrototypeOf(async function* () {}).prototype;
var log = [];
var bad = AsyncGeneratorPrototype.next.call({});
shouldBe(bad instanceof Promise, true);
bad.catch(e => log.push("next " + e.name));
AsyncGeneratorPrototype.return.call(1).catch(e => log.push("return " + e.name));
AsyncGeneratorPrototype.throw.call(function* () {}()).catch(e => log.push("throw " + e.name));
// Requests queue up in order.
async function* counter() { yield 1; yield 2; }
var it = counter();
it.next().then(r => log.push("a" + r.value));
it.next().then(r => log.push("b" + r.value));
it.return("r").then(r => log.push("c" + r.value + r.done));
it.next().then(r => log.push("d" + r.done));
// throw before the start completes the generator with a rejection.
var t = counter();
t.throw(new RangeError("x")).catch(e => log.push("t " + e.name));
afterJobs(() => {
    shouldBe(log.join(), "next TypeError,return TypeError,throw TypeError,t RangeError,a1,b2,crtrue,dtrue");
});
