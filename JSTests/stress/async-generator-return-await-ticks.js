function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// An async generator awaits the value of `return value;` (one await) but not a bare
// `return;` or the end of its body, and it looks up a returned thenable's `then` once.
async function* implicit() {}
async function* bare() { return; }
async function* explicit() { return undefined; }
var log = [];
Promise.resolve()
    .then(() => log.push("tick 1"))
    .then(() => log.push("tick 2"))
    .then(() => log.push("tick 3"));
implicit().next().then(() => log.push("implicit"));
bare().next().then(() => log.push("bare"));
explicit().next().then(() => log.push("explicit"));

var thenLookups = 0;
async function* thenable() {
    return { get then() { thenLookups++; return undefined; } };
}
thenable().next().then((result) => log.push("thenable " + typeof result.value));

var checked = false;
setTimeoutLike(() => {
    shouldBe(log.join(), "tick 1,implicit,bare,tick 2,explicit,thenable object,tick 3");
    shouldBe(thenLookups, 1);
    checked = true;
});
function setTimeoutLike(f) {
    // Runs after every job above: a chain longer than any of them.
    let p = Promise.resolve();
    for (let i = 0; i < 10; i++) p = p.then(() => {});
    p.then(f).then(() => { if (!checked) throw new Error("the check did not run"); });
}
