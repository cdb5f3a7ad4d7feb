function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Building strings by concatenation in loops.
var s = "";
for (var i = 0; i < 10000; i++) s += "ab";
shouldBe(s.length, 20000);
shouldBe(s.charAt(19999), "b");
shouldBe(s.slice(0, 6), "ababab");

// Prepending.
var p = "";
for (var j = 0; j < 1000; j++) p = j % 10 + p;
shouldBe(p.length, 1000);
shouldBe(p.slice(0, 3), "987");
shouldBe(p.slice(-3), "210");

// Mixed-type concatenation.
var mixed = "";
for (var k = 0; k < 5; k++) mixed += k + ",";
shouldBe(mixed, "0,1,2,3,4,");

// Concatenating a string with itself repeatedly (doubling).
var d = "x";
for (var m = 0; m < 16; m++) d += d;
shouldBe(d.length, 65536);
shouldBe(d.indexOf("y"), -1);

// Joining array pieces gives the same result as concatenation.
var parts = [];
var direct = "";
for (var n = 0; n < 500; n++) { parts.push("p" + n); direct += "p" + n; }
shouldBe(parts.join(""), direct);
