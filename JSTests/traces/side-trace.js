// A branch that goes the other way every other iteration: the trace follows the path of the
// recorded iteration, its guard on the branch (gint) exits every other iteration, and once
// that exit is hot a side trace is recorded from where it resumes (`side of trace 0 exit
// N`) to the loop's header, where it writes what it wrote and links back into trace 0.
function alternate(n) {
    var odd = 0;
    var even = 0;
    for (var i = 0; i < n; i++) {
        if ((i & 1) !== 0) {
            odd = odd + i;
        } else {
            even = even + 1;
        }
    }
    return odd * 1000 + even;
}
var result = alternate(200);
if (result !== 10000100) throw new Error("alternate(200) = " + result);
