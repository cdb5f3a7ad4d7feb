// shift, unshift and splice on a large dense array move the elements in one memmove:
// element by element, draining a 100,000-element queue with shift and filling one with
// unshift took minutes (issue 15).
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

var n = 100000;
var a = [];
for (var i = 0; i < n; i++) a.unshift(i);
shouldBe(a.length, n);
shouldBe(a[0], n - 1);
shouldBe(a[n - 1], 0);

// Holes move with the elements and stay holes.
delete a[10];
a.splice(n >> 1, 1);
a.splice(n >> 2, 0, "x", "y");
shouldBe(a.length, n + 1);
shouldBe(a[n >> 2], "x");
shouldBe(a[(n >> 2) + 2], n - 1 - (n >> 2));

var sum = 0, count = 0;
while (a.length > 0) {
    var value = a.shift();
    if (count === 10) shouldBe(value, undefined, "the hole shifts out as undefined");
    if (typeof value === "number") sum += value;
    count++;
}
shouldBe(count, n + 1);
shouldBe(sum, n * (n - 1) / 2 - (n - 1 - 10) - (n - 1 - (n >> 1)));

// An element on the prototype shows through holes, so the moves go one by one there.
var b = [0, , 2];
Array.prototype[1] = "inherited";
try {
    shouldBe(b.shift(), 0);
    shouldBe(b[0], "inherited");
    shouldBe(b.hasOwnProperty(0), true);
} finally {
    delete Array.prototype[1];
}
