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

// 27.2.4.1 Promise.all
var log = [];
Promise.all([1, Promise.resolve(2), { then(resolve) { resolve(3); } }]).then(values => {
    log.push("values " + values.join() + " " + Array.isArray(values));
});
Promise.all([]).then(values => log.push("empty " + values.length));
Promise.all("ab").then(values => log.push("string " + values.join("")));
Promise.all([Promise.resolve(1), Promise.reject("bad"), Promise.reject("worse")]).then(
    () => log.push("unexpected"),
    reason => log.push("rejected " + reason));
// A non-iterable rejects; it does not throw.
var nonIterable = Promise.all(5);
shouldBe(nonIterable instanceof Promise, true);
nonIterable.catch(e => log.push("non-iterable " + e.name));
// Calling a resolve element function twice counts once.
var resolvers = [];
function Capturing(executor) { return new Promise(executor); }
Capturing.resolve = v => ({ then(resolve) { resolvers.push(resolve); } });
Promise.all.call(Capturing, [1, 2]).then(values => log.push("twice " + values.join()));
resolvers[0]("x");
resolvers[0]("y");
resolvers[1]("z");
// The iterator is closed when promiseResolve throws, not when next throws.
var closed = 0;
var iterable = { [Symbol.iterator]() { return { next() { return { value: 1, done: false }; }, return() { closed++; return {}; } }; } };
function Throwing(executor) { return new Promise(executor); }
Throwing.resolve = function () { throw new RangeError("resolve"); };
Promise.all.call(Throwing, iterable).catch(e => log.push("closed " + closed + " " + e.name));
// A non-callable resolve rejects before iteration.
function NoResolve(executor) { return new Promise(executor); }
NoResolve.resolve = 1;
var touched = false;
Promise.all.call(NoResolve, { [Symbol.iterator]() { touched = true; return [][Symbol.iterator](); } })
    .catch(e => log.push("no-resolve " + e.name + " " + touched));
// A non-constructor this throws synchronously.
var threw = false;
try { Promise.all.call({}, []); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true);
afterJobs(() => {
    shouldBe(log.join(";"), "empty 0;non-iterable TypeError;twice x,z;closed 1 RangeError;no-resolve TypeError false;string ab;rejected bad;values 1,2,3 true");
});
