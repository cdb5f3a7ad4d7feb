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

// 27.2.5.3 Promise.prototype.finally
var log = [];
Promise.resolve("value").finally(function () {
    log.push("finally args " + arguments.length);
    return "ignored";
}).then(v => log.push("kept " + v));
Promise.reject("reason").finally(() => {}).catch(r => log.push("still rejected " + r));
Promise.resolve(1).finally(() => { throw "override"; }).catch(r => log.push("thrown " + r));
Promise.resolve(1).finally(() => Promise.reject("rejected override")).catch(r => log.push("returned " + r));
// The result of onFinally is awaited.
var order = [];
Promise.resolve().finally(() => new Promise(resolve => { order.push("waiting"); resolve(); })).then(() => order.push("after"));
// A non-callable onFinally is passed through to then as is.
Promise.resolve("plain").finally(5).then(v => log.push("non-callable " + v));
// finally calls then on the receiver, whatever it is.
var thenArgs;
Promise.prototype.finally.call({ then(a, b) { thenArgs = [typeof a, typeof b, a.length, b.length, a.name]; return "result"; } }, () => {});
shouldBe(thenArgs.join(), "function,function,1,1,");
var passArgs;
Promise.prototype.finally.call({ then(a, b) { passArgs = [a, b]; } }, 7);
shouldBe(passArgs[0], 7);
shouldBe(passArgs[1], 7);
var threw = false;
try { Promise.prototype.finally.call(1); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true);
afterJobs(() => {
    shouldBe(log.join(";"), "finally args 0;thrown override;non-callable plain;kept value;still rejected reason;returned rejected override");
    shouldBe(order.join(), "waiting,after");
});
