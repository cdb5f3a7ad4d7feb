// `new` of derived classes in traces: the derived constructor is inlined as a construct
// frame whose `this` starts uninitialized, `super(...)` constructs the parent with
// `new.target`, and the derived [[Construct]]'s return (an object, undefined, a primitive,
// `this` never bound) and its errors agree with the interpreter's, also across exits and
// changes of the parent or of `prototype` part way through a loop.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    let thrown = null;
    try { f(); } catch (e) { thrown = e; }
    shouldBe(thrown instanceof type, true, message + " throws " + type.name + " (" + thrown + ")");
}

// Chains two and three deep, fields in each class, `new.target` seen by every constructor.
let targets = [];
class Base {
    a = 1;
    constructor(x) {
        this.x = x;
        this.baseTarget = new.target;
    }
}
class Mid extends Base {
    b = 2;
    constructor(x, y) {
        super(x + 1);
        this.y = y;
        this.midTarget = new.target;
    }
}
class Leaf extends Mid {
    c = this.a + this.b;
    constructor(x) {
        super(x, x * 2);
        this.z = this.x + this.y + this.c;
    }
}
function chains(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const m = new Mid(i, 1);
        const l = new Leaf(i);
        shouldBe(m.baseTarget, Mid);
        shouldBe(m.midTarget, Mid);
        shouldBe(l.baseTarget, Leaf);
        shouldBe(l.midTarget, Leaf);
        shouldBe(Object.getPrototypeOf(l), Leaf.prototype);
        shouldBe(l instanceof Base, true);
        sum += m.x + m.y + m.a + m.b + l.z + l.c;
    }
    return sum;
}
let expected = 0;
for (let i = 0; i < 300; i++) expected += (i + 1) + 1 + 1 + 2 + ((i + 1) + 2 * i + 3) + 3;
shouldBe(chains(300), expected, "chains");

// The parent swapped with Object.setPrototypeOf part way: GetSuperConstructor reads it
// each time.
class P1 { constructor() { this.from = "P1"; } }
class P2 { constructor() { this.from = "P2"; } }
class Swapped extends P1 { constructor() { super(); this.k = 1; } }
function swapped(n, at) {
    let p1 = 0, p2 = 0;
    for (let i = 0; i < n; i++) {
        if (i === at) Object.setPrototypeOf(Swapped, P2);
        const s = new Swapped();
        if (s.from === "P1") p1++; else if (s.from === "P2") p2++;
        shouldBe(s instanceof Swapped, true);
    }
    return p1 * 1000 + p2;
}
shouldBe(swapped(200, 120), 120 * 1000 + 80, "setPrototypeOf");

// `prototype` of a class is neither writable nor configurable: an assignment part way
// through the loop changes nothing (sloppy code: no throw), and the parent keeps making
// `this` from it. A parent written as a `function` whose own `prototype` is replaced does
// not matter either: `this` comes from new.target's.
function OldStyle(v) { this.v = v; }
class Proto extends OldStyle { constructor() { super(1); } }
function protos(n, at) {
    const original = Proto.prototype;
    const replacement = Object.create(OldStyle.prototype);
    replacement.tag = "new";
    let own = 0;
    for (let i = 0; i < n; i++) {
        if (i === at) { Proto.prototype = replacement; OldStyle.prototype = replacement; }
        const p = new Proto();
        if (Object.getPrototypeOf(p) === original && p.tag === undefined && p.v === 1) own++;
    }
    return own;
}
shouldBe(protos(200, 150), 200, "prototype assigned");

// super with spread arguments.
class Sum3 { constructor(a, b, c) { this.s = a + b + c; } }
class Spread extends Sum3 { constructor(...args) { super(...args); } }
function spread(n) {
    let t = 0;
    for (let i = 0; i < n; i++) t += new Spread(i, 1, 2).s;
    return t;
}
shouldBe(spread(200), 199 * 200 / 2 + 3 * 200, "spread");

// A derived constructor that returns an object on some iterations.
class Returns extends Base {
    constructor(i) {
        super(i);
        if (i % 7 === 3) return { other: i };
    }
}
function returns(n) {
    let others = 0, own = 0;
    for (let i = 0; i < n; i++) {
        const r = new Returns(i);
        if (r.other === i) others++;
        else if (r instanceof Returns && r.x === i) own++;
    }
    return others * 1000 + own;
}
let sevens = 0;
for (let i = 0; i < 300; i++) if (i % 7 === 3) sevens++;
shouldBe(returns(300), sevens * 1000 + 300 - sevens, "returns an object");

// Returns a primitive on some iterations (TypeError), never calls super on some
// (ReferenceError), calls super twice on some (ReferenceError): each caught in the loop.
class Primitive extends Base { constructor(i) { super(i); if (i % 11 === 5) return 42; } }
class NoSuper extends Base { constructor(i) { if (i % 13 !== 6) super(i); } }
class Twice extends Base { constructor(i) { super(i); if (i % 17 === 8) super(i); } }
class ThisBefore extends Base { constructor(i) { if (i % 19 === 9) this.early = 1; super(i); } }
function errors(C, type, n) {
    let made = 0, thrown = 0;
    for (let i = 0; i < n; i++) {
        try {
            const o = new C(i);
            shouldBe(o.x, i);
            made++;
        } catch (e) {
            shouldBe(e instanceof type, true, C.name + " " + e);
            thrown++;
        }
    }
    return made * 1000 + thrown;
}
function expectThrown(n, every, at) {
    let t = 0;
    for (let i = 0; i < n; i++) if (i % every === at) t++;
    return (n - t) * 1000 + t;
}
shouldBe(errors(Primitive, TypeError, 300), expectThrown(300, 11, 5), "primitive return");
shouldBe(errors(NoSuper, ReferenceError, 300), expectThrown(300, 13, 6), "no super");
shouldBe(errors(Twice, ReferenceError, 300), expectThrown(300, 17, 8), "super twice");
shouldBe(errors(ThisBefore, ReferenceError, 300), expectThrown(300, 19, 9), "this before super");
shouldThrow(() => { class Never extends Base { constructor() {} } for (let i = 0; i < 50; i++) new Never(); }, ReferenceError, "never");
shouldThrow(() => { class Prim extends Base { constructor() { super(1); return 1; } } for (let i = 0; i < 50; i++) new Prim(); }, TypeError, "always primitive");
shouldThrow(() => { class Nul extends Base { constructor() { super(1); return null; } } for (let i = 0; i < 50; i++) new Nul(); }, TypeError, "null");

// A derived constructor returning undefined explicitly, and one returning an object
// without calling super (no ReferenceError).
class Undef extends Base { constructor(i) { super(i); return undefined; } }
class Replaces extends Base { constructor(i) { return { r: i }; } }
function plain(n) {
    let t = 0;
    for (let i = 0; i < n; i++) t += new Undef(i).x + new Replaces(i).r;
    return t;
}
shouldBe(plain(200), 199 * 200, "undefined and object returns");

// Natives as parents: `extends Array`, `extends Error`.
class List extends Array { constructor(n) { super(n); this.tag = n; } get size() { return this.length; } }
class Failure extends Error { constructor(m) { super(m); this.code = 7; } }
function natives(n) {
    let t = 0;
    for (let i = 0; i < n; i++) {
        const l = new List(i % 5);
        l.push(i);
        const f = new Failure("m" + i);
        shouldBe(Array.isArray(l), true);
        shouldBe(f instanceof Error && f instanceof Failure, true);
        shouldBe(f.message, "m" + i);
        t += l.size + l.tag + f.code;
    }
    return t;
}
let nativeExpected = 0;
for (let i = 0; i < 200; i++) nativeExpected += (i % 5) + 1 + (i % 5) + 7;
shouldBe(natives(200), nativeExpected, "natives");

// An exit inside the parent's constructor (a type change) and in the derived one.
class Typed { constructor(v) { this.v = v * 2; } }
class TypedChild extends Typed { constructor(v, w) { super(v); this.w = w + 1; } }
function typed(n, change) {
    let t = 0;
    for (let i = 0; i < n; i++) {
        const v = i < change ? i : i + 0.5;
        const w = i < 2 * change ? 1 : "s";
        const o = new TypedChild(v, w);
        t += o.v + (typeof o.w === "string" ? o.w.length : o.w);
    }
    return t;
}
let typedExpected = 0;
for (let i = 0; i < 300; i++) typedExpected += (i < 100 ? i : i + 0.5) * 2 + (i < 200 ? 2 : 2);
shouldBe(typed(300, 100), typedExpected, "exits");

// Traces compiled for these loops (0 as the threshold: --no-jit).
if ($vm.jitThreshold() > 0)
    shouldBe($vm.jitStats().tracesCompiled > 0, true, "traces compiled");
