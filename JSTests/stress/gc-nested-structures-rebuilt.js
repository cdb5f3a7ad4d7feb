//@ requireOptions("--gc-stress")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A linked structure rebuilt repeatedly; only the last version survives and is checked.
function build(n, tag) {
    var list = null;
    for (var i = 0; i < n; i++) list = { i, tag, next: list, data: [tag, i] };
    return list;
}
var current = null;
for (var round = 0; round < 10; round++) current = build(20, "round" + round);
var length = 0;
var sum = 0;
for (var p = current; p; p = p.next) {
    length++;
    sum += p.i;
    if (p.data[0] !== "round9") throw new Error("wrong tag " + p.data[0]);
}
shouldBe(length, 20);
shouldBe(sum, 190);

// Objects referenced only from a closure's environment and from an array of closures.
var getters = [];
for (var k = 0; k < 10; k++) {
    var holder = { k, label: "h" + k };
    getters.push(((h) => () => h.label)(holder));
}
for (var m = 0; m < 50; m++) ({ m });
shouldBe(getters.map(f => f()).join(""), "h0h1h2h3h4h5h6h7h8h9");
