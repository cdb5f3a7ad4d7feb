function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Ordering of reaction jobs across independent promise chains.
var log = [];
var a = Promise.resolve();
var b = Promise.resolve();
a.then(() => log.push("a1")).then(() => log.push("a2")).then(() => log.push("a3"));
b.then(() => log.push("b1")).then(() => log.push("b2")).then(() => log.push("b3"));
log.push("sync");

// A handler that returns a promise delays its chain by two extra jobs.
var log2 = [];
Promise.resolve()
    .then(() => { log2.push("x1"); return Promise.resolve(); })
    .then(() => log2.push("x2"));
Promise.resolve()
    .then(() => log2.push("y1"))
    .then(() => log2.push("y2"))
    .then(() => log2.push("y3"))
    .then(() => log2.push("y4"));

// Rejection handlers are ordered the same way as fulfillment handlers.
var log3 = [];
Promise.reject(1).catch(() => log3.push("c1"));
Promise.resolve().then(() => log3.push("t1"));
Promise.reject(2).then(null, () => log3.push("c2"));

var checked = false;
var tail = Promise.resolve();
for (var i = 0; i < 10; i++) tail = tail.then(() => {});
tail.then(() => {
    shouldBe(log.join(), "sync,a1,b1,a2,b2,a3,b3");
    shouldBe(log2.join(), "x1,y1,y2,y3,x2,y4");
    shouldBe(log3.join(), "c1,t1,c2");
    checked = true;
}).then(() => { if (!checked) throw new Error("check did not run"); });
