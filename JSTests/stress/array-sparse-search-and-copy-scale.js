// Searching and copying a sparse array (elements far apart, held in its sparse map) is
// linear in its elements: stepping to the next element listed all of them each time, so
// one indexOf over 300,000 elements took minutes (issue 15).
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

var n = 300000;
var stride = 64;
var a = [];
for (var i = n - 1; i >= 0; i--) a[i * stride] = i;
shouldBe(a.length, (n - 1) * stride + 1);

shouldBe(a.indexOf(-1), -1);
shouldBe(a.indexOf(n - 1), (n - 1) * stride);
shouldBe(a.lastIndexOf(0), 0);
shouldBe(a.lastIndexOf(-1), -1);
shouldBe(a.includes(n), false);
shouldBe(a.includes(undefined), true, "holes read as undefined");

var c = a.concat([7]);
shouldBe(c.length, a.length + 1);
shouldBe(c[stride], 1);
shouldBe(1 in c, false);
shouldBe(c[c.length - 1], 7);

var s = a.slice(stride, a.length - stride);
shouldBe(s.length, a.length - 2 * stride);
shouldBe(s[0], 1);
shouldBe(1 in s, false);

var visited = 0;
a.forEach(function (value, index) {
    shouldBe(index, value * stride);
    visited++;
});
shouldBe(visited, n);

// An element on the prototype shows through the holes, and the search finds it.
Array.prototype[5] = "inherited";
try {
    shouldBe(a.indexOf("inherited"), 5);
    shouldBe(a.lastIndexOf("inherited"), 5);
} finally {
    delete Array.prototype[5];
}
