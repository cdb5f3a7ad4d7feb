// shift and unshift on a sparse array (elements far apart, in its sparse map) run only the
// steps next to an element, and leave what the element-by-element loop leaves: each
// element one place down (or count places up), holes as holes, the length adjusted.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function ownIndices(array) {
    return Object.keys(array).join(",");
}

var stride = 100000;
var a = [];
for (var i = 19; i >= 0; i--) a[i * stride + 1] = "e" + i;
shouldBe(a.length, 19 * stride + 2);

shouldBe(a.shift(), undefined, "index 0 is a hole");
shouldBe(a[0], "e0");
shouldBe(a[stride], "e1");
shouldBe(a.length, 19 * stride + 1);
shouldBe(a.shift(), "e0");
shouldBe(a[stride - 1], "e1");
shouldBe(0 in a, false);
shouldBe(a.length, 19 * stride);

shouldBe(a.unshift("x", "y"), 19 * stride + 2);
shouldBe(a[0], "x");
shouldBe(a[1], "y");
shouldBe(2 in a, false);
shouldBe(a[stride + 1], "e1");
shouldBe(a[19 * stride + 1], "e19");
shouldBe(Object.keys(a).length, 21);

// The same steps with an element on the prototype: it is read through the holes next to
// the elements, and copied in as an own element where the loop would copy it.
var b = [];
b[3 * stride] = "last";
b[0] = "first";
Array.prototype[2 * stride] = "inherited";
try {
    shouldBe(b.shift(), "first");
    shouldBe(b[2 * stride - 1], "inherited", "moved down from the prototype");
    shouldBe(b.hasOwnProperty(2 * stride - 1), true);
    shouldBe(b[3 * stride - 1], "last");
    shouldBe(b.unshift(0), 3 * stride + 1);
    shouldBe(b.hasOwnProperty(2 * stride), true);
    shouldBe(b.hasOwnProperty(2 * stride + 1), true, "moved up from the prototype");
    shouldBe(b[3 * stride], "last");
    shouldBe(b[3 * stride - 1], undefined);
} finally {
    delete Array.prototype[2 * stride];
}
shouldBe(ownIndices(b), "0," + 2 * stride + "," + (2 * stride + 1) + "," + 3 * stride);
