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

// 27.2.5.4 Promise.prototype.then uses SpeciesConstructor and NewPromiseCapability.
var log = [];
class Sub extends Promise {}
var s = Sub.resolve(1);
var chained = s.then(v => v + 1);
shouldBe(chained instanceof Sub, true);
shouldBe(s.catch(() => {}) instanceof Sub, true);
shouldBe(s.finally(() => {}) instanceof Sub, true);
// @@species picks the constructor of the derived promise.
class Plain extends Promise { static get [Symbol.species]() { return Promise; } }
var p = Plain.resolve(1).then(v => v);
shouldBe(p instanceof Plain, false);
shouldBe(p instanceof Promise, true);
// A non-promise receiver is a TypeError; non-callable handlers pass values through.
var threw = false;
try { Promise.prototype.then.call({ then() {} }); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true);
Promise.resolve("through").then(5, null).then(v => log.push("fulfilled " + v));
Promise.reject("reason").then(v => log.push("wrong")).then(null, r => log.push("rejected " + r));
// A custom constructor's executor is used to make the derived promise.
var executorCalls = 0;
var base = Promise.resolve(3);
base.constructor = function (executor) { executorCalls++; return new Promise(executor); };
base.constructor[Symbol.species] = base.constructor;
base.then(v => log.push("custom " + v));
shouldBe(executorCalls, 1);
// A constructor that is not an object is a TypeError.
var broken = Promise.resolve();
broken.constructor = 1;
try { broken.then(); } catch (e) { log.push("broken " + e.name); }
// A handler returning its own promise rejects it.
var selfRef = Promise.resolve().then(() => selfRef);
selfRef.catch(e => log.push("cycle " + e.name));
afterJobs(() => {
    shouldBe(log.join(";"), "broken TypeError;custom 3;fulfilled through;rejected reason;cycle TypeError");
});
