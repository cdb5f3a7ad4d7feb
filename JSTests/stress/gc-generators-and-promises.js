//@ requireOptions("--gc-stress")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Suspended generators and pending async functions keep their state across allocation.
function* counter(label) {
    var local = { label, count: 0 };
    while (true) {
        local.count++;
        yield local.label + ":" + local.count;
    }
}
var gens = [];
for (var i = 0; i < 10; i++) gens.push(counter("g" + i));
for (var j = 0; j < 10; j++) gens[j].next();
for (var g = 0; g < 100; g++) ({ g, s: "s" + g });
shouldBe(gens[7].next().value, "g7:2");
shouldBe(gens[9].next().value, "g9:2");

var results = [];
async function worker(n) {
    var data = { n, list: [n, n * 2] };
    await null;
    for (var k = 0; k < 10; k++) ({ k });
    await null;
    results.push(data.list[1]);
}
var all = [];
for (var w = 0; w < 10; w++) all.push(worker(w));
var checked = false;
Promise.all(all).then(() => {
    shouldBe(results.length, 10);
    shouldBe(results.reduce((a, b) => a + b, 0), 90);
    checked = true;
});
var tail = Promise.resolve();
for (var t = 0; t < 20; t++) tail = tail.then(() => {});
tail.then(() => { if (!checked) throw new Error("async check did not run"); });
