// `new` of a derived class: the derived constructor is inlined in a construct frame whose
// `this` starts uninitialized (0x0), `super(...)` guards the class's structure (its
// [[Prototype]], the parent) and inlines the base parent in a second construct frame
// with new.target the derived class, whose `this` is allocated in the trace from
// new.target's `prototype`; `BindThis` and the derived `Return` need no guard on what the
// trace knows.
function points(n) {
    class Point {
        constructor(x) {
            this.x = x;
        }
    }
    class Point2 extends Point {
        constructor(x, y) {
            super(x);
            this.y = y;
        }
    }
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const p = new Point2(i, 1);
        sum += p.x * p.y;
    }
    return sum;
}
if (points(100) !== 4950) throw new Error("wrong sum");
