// `new` of a constructor written in JavaScript: the constructor and its `prototype` are
// guarded, `this` is allocated in the trace, the constructor is inlined in a construct
// frame (`frame new` in the snapshots) and its stores take the cached transitions.
function points(n) {
    function Point(x, y) {
        this.x = x;
        this.y = y;
    }
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const p = new Point(i, 1);
        sum += p.x * p.y;
    }
    return sum;
}
if (points(100) !== 4950) throw new Error("wrong sum");
