function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Loops that mix integer and floating point values in the same variables.
var acc = 0;
for (var i = 0; i < 1000; i++) {
    acc += (i % 3 === 0) ? 0.5 : 1;
}
shouldBe(acc, 334 * 0.5 + 666);

// A value that starts as int and becomes double then int again.
var v = 1;
v = v / 2;
shouldBe(v, 0.5);
v = v * 4;
shouldBe(v, 2);
shouldBe(v === 2, true);

// Summing floats that have exact binary representations.
var s = 0;
for (var j = 0; j < 64; j++) s += 0.125;
shouldBe(s, 8);

// Summing 0.1 accumulates error.
var t = 0;
for (var k = 0; k < 10; k++) t += 0.1;
shouldBe(t === 1, false);
shouldBe(Math.abs(t - 1) < 1e-15, true);

// Arrays mixing integers and doubles keep exact values.
var arr = [1, 2.5, 3, 4.25];
var total = 0;
for (var m = 0; m < arr.length; m++) total += arr[m];
shouldBe(total, 10.75);
arr[0] = 1.5;
shouldBe(arr[0] + arr[2], 4.5);

// Integer-valued doubles used as array indices.
var idx = 4 / 2;
var letters = ["a", "b", "c"];
shouldBe(letters[idx], "c");
shouldBe(letters[1.5], undefined);
