//@ runDefault
//@ runEagerJIT
// In the modes where the JIT runs and the free lists are not forced empty, `new` of a
// derived class whose parent is a base class written in JavaScript is inlined into the
// trace, `super(...)` too, with `this` allocated there from new.target's `prototype`: the
// inline allocations go up by about one per object. (Were the `new` or the `super(...)`
// called out to, the interpreter would make every object.)
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

class Shape {
    constructor(id) {
        this.id = id;
    }
}
class Square extends Shape {
    side = 2;
    constructor(id, side) {
        super(id);
        this.side = side;
    }
}
class Cube extends Square {
    constructor(id) {
        super(id, 3);
    }
}

function make(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const s = new Square(i, 1);
        const c = new Cube(i);
        shouldBe(Object.getPrototypeOf(c), Cube.prototype);
        sum = (sum + s.id + s.side + c.side) | 0;
    }
    return sum;
}

const before = $vm.jitStats().inlineAllocations;
shouldBe(make(50000), ((49999 * 50000) / 2 + 4 * 50000) | 0);
const inline = $vm.jitStats().inlineAllocations - before;
shouldBe(inline > 2 * 45000 && inline <= 2 * 50000, true, "objects allocated inline (" + inline + ")");
