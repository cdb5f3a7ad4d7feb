// An object literal and an array literal that die in their iteration are not allocated
// (sunk: the allocs and their stores are listed, and the machine code has none of them;
// loads of them were forwarded to what was stored). The snapshot of the overflow guard
// between the object's two stores names it: that exit makes the object with its first
// field. The array holds the object: an exit after it makes both.
function pairs(n) {
    var sum = 0;
    for (var i = 0; i < n; i++) {
        var p = { a: i, b: i * 3 };
        var t = [p, i + 1];
        sum = sum + t[0].a + p.b + t[1];
    }
    return sum;
}
var result = pairs(100);
if (result !== 24850) throw new Error("pairs(100) = " + result);
