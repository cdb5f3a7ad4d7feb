function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The relative ordering of awaits and promise reactions.
var log = [];
async function a() {
    log.push("a1");
    await undefined;
    log.push("a2");
    await undefined;
    log.push("a3");
}
async function b() {
    log.push("b1");
    await null;
    log.push("b2");
}
a();
b();
Promise.resolve().then(() => log.push("p1")).then(() => log.push("p2"));
log.push("sync");

// Awaiting a native promise takes one tick; awaiting a thenable takes two more.
var log2 = [];
async function awaitPromise() { await Promise.resolve(); log2.push("promise"); }
async function awaitThenable() { await { then(r) { r(); } }; log2.push("thenable"); }
awaitThenable();
awaitPromise();
Promise.resolve().then(() => log2.push("t1")).then(() => log2.push("t2")).then(() => log2.push("t3"));

// Returning a promise from an async function takes extra ticks compared to returning a value.
var log3 = [];
async function returnsValue() { return 1; }
async function returnsPromise() { return Promise.resolve(1); }
returnsPromise().then(() => log3.push("promise"));
returnsValue().then(() => log3.push("value"));
Promise.resolve().then(() => log3.push("t1")).then(() => log3.push("t2")).then(() => log3.push("t3"));

var checked = false;
var tail = Promise.resolve();
for (var i = 0; i < 10; i++) tail = tail.then(() => {});
tail.then(() => {
    shouldBe(log.join(), "a1,b1,sync,a2,b2,p1,a3,p2");
    shouldBe(log2.join(), "promise,t1,thenable,t2,t3");
    shouldBe(log3.join(), "value,t1,t2,promise,t3");
    checked = true;
}).then(() => {
    if (!checked) throw new Error("check did not run");
});
