//@ requireOptions("--gc-stress")
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Strings built by concatenation in different ways, then compared after more allocation.
var parts = [];
var s1 = "";
for (var j = 0; j < 100; j++) {
    s1 += "k" + j;
    parts.push("k" + j);
}
for (var g = 0; g < 50; g++) ({ garbage: "g" + g });
var s2 = parts.join("");
shouldBe(s1 === s2, true);
shouldBe(s1.length, s2.length);

// Substrings taken from a concatenation outlive the original.
var big = "";
for (var k = 0; k < 100; k++) big += "<" + k + ">";
var pieces = [big.slice(0, 3), big.slice(-4), big.substring(10, 20)];
big = null;
for (var m = 0; m < 50; m++) [m, "x" + m];
shouldBe(pieces[0], "<0>");
shouldBe(pieces[1], "<99>");
shouldBe(pieces[2].length, 10);

// Strings used as keys survive as keys.
var map = {};
for (var n = 0; n < 50; n++) map["key" + n] = n;
for (var q = 0; q < 50; q++) "tmp" + q;
shouldBe(map["key" + 42], 42);
