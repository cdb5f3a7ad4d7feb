// `k in a` of an element the vector holds: the shape guard and the element load that
// exits past the vector or on a hole (eload) are the test; the answer is the constant
// true, and the load of a[k] after it is the same eload.
function sumPresent(a, n) {
    var s = 0;
    for (var k = 0; k < n; k++) {
        if (k in a) s = s + a[k];
    }
    return s;
}
// Made without a loop of their own, so that the loop above is the only trace.
var a = Array.from({ length: 64 }, (_, k) => k);
if (sumPresent(a, 64) !== 2016) throw new Error("sum = " + sumPresent(a, 64));
