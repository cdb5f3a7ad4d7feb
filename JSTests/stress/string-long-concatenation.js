//@ gcStressEvery(10)
// A collection marks the whole rope being built: collecting at every 10th allocation still
// collects about 3,000 times while it grows.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Very long strings built by concatenation (a few hundred thousand characters).
var s = "";
for (var i = 0; i < 30000; i++) s += "0123456789";
shouldBe(s.length, 300000);
shouldBe(s[299999], "9");
shouldBe(s.charCodeAt(150000), 48);
shouldBe(s.slice(100000, 100010), "0123456789");
shouldBe(s.indexOf("90"), 9);

// Comparing two long strings built differently.
var t = "0123456789".repeat(30000);
shouldBe(s === t, true);
shouldBe(s < t + "x", true);

// Nested concatenation tree.
var left = "a".repeat(100000);
var right = "b".repeat(100000);
var both = left + right;
shouldBe(both.length, 200000);
shouldBe(both[99999] + both[100000], "ab");
shouldBe(both.includes("ab"), true);
shouldBe(both.indexOf("ab"), 99999);

// Using a long string as a property key.
var o = {};
o[both] = 1;
shouldBe(o[left + right], 1);
