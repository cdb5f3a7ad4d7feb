// An object literal the loop keeps is allocated inline from its size class's free list
// (alloc, exiting when the list is empty), and its properties stored without a barrier.
function pairs(n, kept) {
    var sum = 0;
    for (var i = 0; i < n; i++) {
        var p = { a: i, b: i + 1 };
        kept[i & 3] = p;
        sum = sum + p.a * p.b;
    }
    return sum;
}
var result = pairs(100, [0, 0, 0, 0]);
if (result !== 333300) throw new Error("pairs(100) = " + result);
