// push of one value: the method is loaded from Array.prototype through the cache, its
// identity guarded, and the call becomes apush, which exits when the vector is full.
function squares(n) {
    var out = [];
    for (var i = 0; i < n; i++) {
        out.push(i * i);
    }
    return out;
}
var out = squares(100);
if (out.length !== 100 || out[99] !== 9801) throw new Error("squares: " + out.length);
