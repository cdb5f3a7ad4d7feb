// Array element loads and stores: the indexing shape is guarded (gshape), the butterfly
// loaded (bfly), and each access checks its index against the vector (eload, estore).
function addInto(a, b, n) {
    for (var i = 0; i < n; i++) {
        a[i] = a[i] + b[i];
    }
}
// Made without a loop of their own, so that the loop above is the only trace.
var a = Array.from({ length: 64 }, (_, k) => k);
var b = Array.from({ length: 64 }, (_, k) => 2 * k);
addInto(a, b, 64);
if (a[63] !== 189) throw new Error("a[63] = " + a[63]);
