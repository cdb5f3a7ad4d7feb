//@ requireOptions("--gc-stress")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Closures keep their captured variables alive after the creating frames are gone.
function makeCounter(start) {
    var count = start;
    var label = "counter-" + start;
    return {
        inc() { return ++count; },
        label() { return label; },
    };
}
var counters = [];
for (var i = 0; i < 10; i++) counters.push(makeCounter(i * 10));
// Allocate garbage between creation and use.
for (var j = 0; j < 50; j++) ({ junk: [j, j + 1], s: "x" + j });
shouldBe(counters[5].inc(), 51);
shouldBe(counters[5].inc(), 52);
shouldBe(counters[9].label(), "counter-90");

// Nested closures capturing several levels.
function outer(a) {
    return function middle(b) {
        var arr = [a, b];
        return function inner(c) { return arr.concat([c]).join("-"); };
    };
}
var fn = outer("x")("y");
for (var k = 0; k < 50; k++) [k, { k }];
shouldBe(fn("z"), "x-y-z");

// Closures captured in a loop with let.
var fns = [];
for (let m = 0; m < 10; m++) {
    let obj = { value: m * m };
    fns.push(() => obj.value);
}
for (var n = 0; n < 50; n++) "garbage" + n;
shouldBe(fns[9](), 81);
shouldBe(fns.map(f => f()).reduce((a, b) => a + b), 285);
