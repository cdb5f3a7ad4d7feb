// Doubles stay unboxed across iterations (the accumulator is a phi); an int32 operand is
// converted (conv); Math.sqrt through a local is guarded by identity and inlined (fsqrt).
function walk(n) {
    var sqrt = Math.sqrt;
    var x = 0.5;
    var sum = 0;
    for (var i = 0; i < n; i++) {
        x = x * 0.75 + i / 4;
        sum = sum + sqrt(x);
    }
    return sum;
}
var result = walk(100);
if (Math.abs(result - 636.46896135) > 1e-6) throw new Error("walk(100) = " + result);
