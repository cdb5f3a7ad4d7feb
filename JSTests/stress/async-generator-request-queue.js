function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function asyncTest(fn) {
    let finished = false;
    Promise.resolve(fn()).then(() => { finished = true; }, error => { finished = true; throw error; });
    let tail = Promise.resolve();
    for (let i = 0; i < 500; i++)
        tail = tail.then(() => {});
    tail.then(() => { if (!finished) throw new Error("async test did not finish"); });
}

// Calling next() several times without waiting queues the requests; they settle in order.
var log = [];
async function* gen() {
    log.push("start");
    yield "a";
    await null;
    yield "b";
    await null;
    await null;
    yield "c";
}
asyncTest(async () => {
    var g = gen();
    var p1 = g.next();
    var p2 = g.next();
    var p3 = g.next();
    var p4 = g.next();
    var order = [];
    p4.then(r => order.push("4:" + r.done));
    p3.then(r => order.push("3:" + r.value));
    p2.then(r => order.push("2:" + r.value));
    p1.then(r => order.push("1:" + r.value));
    var results = await Promise.all([p1, p2, p3, p4]);
    shouldBe(results.map(r => r.value).join(), "a,b,c,");
    shouldBe(results[3].done, true);
    shouldBe(order.join(), "1:a,2:b,3:c,4:true");
    shouldBe(log.join(), "start");

    // A queued return() after next() requests.
    var g2 = gen();
    var q1 = g2.next();
    var q2 = g2.return("stopped");
    var q3 = g2.next();
    var rs = await Promise.all([q1, q2, q3]);
    shouldBe(rs[0].value, "a");
    shouldBe(rs[1].value, "stopped");
    shouldBe(rs[1].done, true);
    shouldBe(rs[2].done, true);

    // Values sent with queued next() calls arrive in order.
    async function* collector() {
        var got = [];
        while (got.length < 3) got.push(yield got.length);
        return got.join();
    }
    var c = collector();
    c.next("ignored");
    c.next("x");
    c.next("y");
    var final = await c.next("z");
    shouldBe(final.value, "x,y,z");
});
