// An object literal in the loop is allocated inline from its size class's free list
// (alloc, exiting when the list is empty), and its properties stored without a barrier.
function pairs(n) {
    var sum = 0;
    for (var i = 0; i < n; i++) {
        var p = { a: i, b: i + 1 };
        sum = sum + p.a * p.b;
    }
    return sum;
}
var result = pairs(100);
if (result !== 333300) throw new Error("pairs(100) = " + result);
