// `new` of constructors written in JavaScript inside traced loops: the trace inlines the
// constructor and allocates `this` itself, with the structure the interpreter gives it, so
// the objects made in the trace and in the interpreter are alike (same properties, same
// prototype, same order of keys), and the constructor's stores take the same transitions.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function Point(x, y) {
    this.x = x;
    this.y = y;
}
Point.prototype.norm1 = function () { return Math.abs(this.x) + Math.abs(this.y); };

function points(n) {
    const all = [];
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const p = new Point(i, -i);
        sum += p.norm1();
        if (i % 100 === 0) all.push(p);
    }
    return [sum, all];
}
const [sum, kept] = points(3000);
shouldBe(sum, 2 * (2999 * 3000 / 2));
for (const p of kept) {
    shouldBe(Object.getPrototypeOf(p), Point.prototype);
    shouldBe(Object.keys(p).join(), "x,y");
    shouldBe(p instanceof Point, true);
    shouldBe(p.constructor, Point);
    shouldBe(p.x, -p.y);
}
// Objects made in the trace and by the interpreter share their structure.
if (typeof $vm !== "undefined" && $vm.structureId) {
    const fromInterpreter = new Point(1, 2);
    shouldBe($vm.structureId(kept[kept.length - 1]), $vm.structureId(fromInterpreter), "same structure");
}

// A base class, with a method and a getter on its prototype.
class Vec {
    constructor(x, y, z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }
    dot(o) { return this.x * o.x + this.y * o.y + this.z * o.z; }
    get length2() { return this.dot(this); }
}
function vectors(n) {
    let total = 0;
    let last = null;
    for (let i = 0; i < n; i++) {
        const v = new Vec(i, 1, 2);
        total += v.dot(new Vec(1, 1, 1));
        last = v;
    }
    return total + last.length2;
}
shouldBe(vectors(2000), (1999 * 2000 / 2) + 3 * 2000 + (1999 * 1999 + 5));

// Constructors calling constructors (a tree), and more arguments than parameters.
function Node(left, right, ...rest) {
    this.left = left;
    this.right = right;
    this.extra = rest.length + arguments.length;
}
function build(depth) {
    return depth === 0 ? new Node(null, null) : new Node(build(depth - 1), build(depth - 1), 1, 2);
}
function count(node) {
    return node.left === null ? 1 : 1 + count(node.left) + count(node.right);
}
function trees(n) {
    let nodes = 0;
    let extra = 0;
    for (let i = 0; i < n; i++) {
        const t = new Node(new Node(null, null), new Node(null, null, i), i, i, i);
        nodes += count(t);
        extra += t.extra + t.right.extra;
        if (i % 50 === 0) nodes += count(build(3));
    }
    return nodes * 1000 + extra;
}
shouldBe(trees(1000), (3 * 1000 + 15 * 20) * 1000 + (3 + 5) * 1000 + (1 + 3) * 1000);

// A constructor that returns: an object replaces `this`, a primitive does not.
function Maybe(i) {
    this.i = i;
    if (i % 3 === 0) return { other: i };
    if (i % 3 === 1) return i;
}
function maybes(n) {
    let others = 0;
    let own = 0;
    for (let i = 0; i < n; i++) {
        const m = new Maybe(i);
        if (m.other !== undefined) others += m.other;
        else own += m.i;
        if (m instanceof Maybe !== (i % 3 !== 0)) throw new Error("wrong object at " + i);
    }
    return others * 1000000 + own;
}
let others = 0, own = 0;
for (let i = 0; i < 3000; i++) {
    if (i % 3 === 0) others += i;
    else own += i;
}
shouldBe(maybes(3000), others * 1000000 + own);

// Returning a string, a symbol, null, a boolean or undefined gives `this`.
const returned = ["s", Symbol("s"), null, true, undefined, 1.5];
function Returns(i) {
    this.i = i;
    return returned[i % returned.length];
}
function returns(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += new Returns(i).i;
    return sum;
}
shouldBe(returns(1200), 1199 * 1200 / 2);

// `new.target` inside is the constructor; an inner call sees undefined.
function seeTarget() { return new.target; }
function Target() {
    this.same = new.target === Target;
    this.inner = seeTarget();
}
function targets(n) {
    let same = 0;
    for (let i = 0; i < n; i++) {
        const t = new Target();
        if (t.same && t.inner === undefined) same++;
    }
    return same;
}
shouldBe(targets(1000), 1000);
