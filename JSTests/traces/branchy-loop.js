// A loop with branches: the trace follows the path the recorded iteration took, and a
// guard on each branch (gint, gtruthy) exits where the other path starts.
function count(n) {
    var small = 0;
    var big = 0;
    for (var i = 0; i < n; i++) {
        if ((i & 15) !== 0) {
            small = small + 1;
        } else {
            big = big + i;
        }
        if (i > 1000) break;
    }
    return small * 10000 + big;
}
var result = count(160);
if (result !== 1500720) throw new Error("count(160) = " + result);
