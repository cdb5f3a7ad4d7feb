// A call to a bytecode function is inlined: the callee's identity is guarded and its
// Return writes the caller's register. Snapshots inside the callee name its frame.
function run(n) {
    function step(acc, i) {
        return acc + i * 2;
    }
    var acc = 0;
    for (var i = 0; i < n; i++) {
        acc = step(acc, i);
    }
    return acc;
}
var result = run(100);
if (result !== 9900) throw new Error("run(100) = " + result);
