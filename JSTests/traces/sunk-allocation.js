// An object literal that dies in its iteration is not allocated (sunk: the alloc and its
// stores are listed, and the machine code has none of them). The snapshot of the overflow
// guard between its two stores names it: that exit makes the object with its first field.
function pairs(n) {
    var sum = 0;
    for (var i = 0; i < n; i++) {
        var p = { a: i, b: i * 3 };
        sum = sum + p.a + p.b;
    }
    return sum;
}
var result = pairs(100);
if (result !== 19800) throw new Error("pairs(100) = " + result);
