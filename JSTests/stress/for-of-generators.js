function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// for-of over generators.
function* range(start, end) {
    for (var i = start; i < end; i++) yield i;
}
var out = [];
for (var n of range(3, 7)) out.push(n);
shouldBe(out.join(), "3,4,5,6");

// Breaking out of an infinite generator.
function* naturals() { var n = 0; while (true) yield n++; }
var firstFive = [];
for (var m of naturals()) {
    if (m >= 5) break;
    firstFive.push(m);
}
shouldBe(firstFive.join(), "0,1,2,3,4");

// A generator object can only be iterated once.
var gen = range(0, 3);
var a = [], b = [];
for (var x of gen) a.push(x);
for (var y of gen) b.push(y);
shouldBe(a.length, 3);
shouldBe(b.length, 0);

// Breaking closes the generator: a later loop yields nothing.
var g2 = range(0, 10);
for (var z of g2) break;
shouldBe(g2.next().done, true);

// Nested generator loops.
var grid = [];
for (var r of range(0, 2))
    for (var c of range(0, 2))
        grid.push("" + r + c);
shouldBe(grid.join(), "00,01,10,11");
