//@ requireOptions("--heap-limit=12582912")
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A BigInt's digits are memory outside the heap cells: they pace collections, so a loop
// that makes big integers and drops them runs in a small heap...
var x;
for (var i = 0; i < 2000; i++) x = 2n ** 200000n + BigInt(i);
shouldBe(x - 2n ** 200000n, 1999n);

// ...and they count against the heap limit, so keeping them ends in a RangeError (each is
// 25 KB: 12 MiB hold about five hundred).
var kept = [];
var failed = false;
try {
    for (var i = 0; i < 5000; i++) kept.push(2n ** 200000n + BigInt(i));
} catch (e) {
    shouldBe(e instanceof RangeError, true);
    failed = true;
}
shouldBe(failed, true, "kept " + kept.length + " big integers");
shouldBe(kept.length > 100, true);
kept = null;
shouldBe((2n ** 64n).toString(), "18446744073709551616");
