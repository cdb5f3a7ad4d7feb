// Int32 arithmetic: additions, subtractions and multiplications are guarded against
// overflow (addov, subov, mulov), % of non-negative ints is modint, and the bitwise
// operations need no guard.
function mix(n) {
    var h = 0;
    for (var i = 0; i < n; i++) {
        h = h + i * 3 - (i & 7);
        h = h + (i % 5) + ((i << 2) ^ 1);
    }
    return h;
}
var result = mix(200);
if (result !== 139200) throw new Error("mix(200) = " + result);
