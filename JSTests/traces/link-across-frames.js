// A function called from a loop runs a short loop of its own (trace 0). Its completion
// exit grows a side trace that returns into the caller (`ret`: the frame is popped, and
// from the next snapshot on slots count from the caller's first register), runs the
// caller's loop body, calls the function again (inlined: the snapshot's frame) and links
// into trace 0 across frames, pushing that frame.
function sum(a, n) {
    var s = 0;
    for (var i = 0; i < n; i++) s = s + a[i];
    return s;
}
// (The caller is given `sum`, so that no trace reads a global.)
function caller(f, rounds) {
    var a = [1, 2, 3, 4, 5];
    var total = 0;
    for (var k = 0; k < rounds; k++) total = total + f(a, 5);
    return total;
}
var result = caller(sum, 300);
if (result !== 300 * 15) throw new Error("caller(sum, 300) = " + result);
