// Nested loops: the inner loop's trace (trace 0) exits when the inner loop completes. The
// outer loop's recording ends at the inner loop's header and links into trace 0 there (an
// entry trace, trace 1). The inner loop's completion exit grows a side trace that runs the
// outer loop's rest up to its header, which has trace 1 by then: it links there. (A side
// trace reaching a header with no trace passes it once, on to the next.)
function nest(n) {
    var sum = 0;
    for (var i = 0; i < n; i++) {
        for (var j = 0; j < 4; j++) {
            sum = sum + j;
        }
        sum = sum + i;
    }
    return sum;
}
// (The calls are made from a function given `nest`, so that the trace returning into it
// reads no global.)
function calls(f) {
    var result = 0;
    for (var k = 0; k < 20; k++) result = result + f(30);
    return result;
}
var result = calls(nest);
if (result !== 20 * (30 * 6 + 435)) throw new Error("nest(30) x 20 = " + result);
