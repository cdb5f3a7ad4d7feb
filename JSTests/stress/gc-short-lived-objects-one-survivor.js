//@ requireOptions("--gc-stress")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Many short-lived objects in a loop with a single survivor checked at the end.
var survivor = null;
for (var i = 0; i < 300; i++) {
    var temp = { index: i, payload: [i, i * 2, "s" + i], nested: { deeper: { v: i } } };
    if (i === 123) survivor = temp;
}
shouldBe(survivor.index, 123);
shouldBe(survivor.payload[2], "s123");
shouldBe(survivor.nested.deeper.v, 123);

// Survivor chain: every 30th object links to the previous survivor.
var head = null;
for (var j = 0; j < 300; j++) {
    var node = { j, prev: head, junk: [j, j, j] };
    if (j % 30 === 0) head = node;
}
var count = 0;
for (var p = head; p; p = p.prev) count++;
shouldBe(count, 10);
shouldBe(head.j, 270);
shouldBe(head.junk[2], 270);
