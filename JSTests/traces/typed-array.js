// Typed arrays: the element kind is guarded (gtakind), the length read through the
// guarded %TypedArray%.prototype getter (talen, 0 once detached), and elements loaded and
// stored by kind (tload, tstore; a Float64Array's elements are doubles).
function smooth(ints, floats) {
    for (var i = 1; i < ints.length; i++) {
        ints[i] = ints[i] + ints[i - 1];
        floats[i] = floats[i - 1] * 0.5 + ints[i];
    }
}
// Made without a loop of their own, so that the loop above is the only trace.
var ints = Int32Array.from({ length: 100 }, (_, k) => k);
var floats = new Float64Array(100);
smooth(ints, floats);
if (ints[99] !== 4950) throw new Error("ints[99] = " + ints[99]);
