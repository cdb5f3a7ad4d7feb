// `new F(...)` of a base constructor (a `function`, or a class without `extends`) makes
// its `this` and pushes its frame in one step, reading `F.prototype` from a slot the site
// remembers for constructors of F's structure, and returns through the common return.
// Whatever that skips must still happen: a new prototype, a prototype that is not an
// object, constructors of other structures at one site, results that are objects or
// primitives, derived constructors, and everything that cannot be constructed.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function shouldThrow(f, type, message) {
    try {
        f();
    } catch (e) {
        if (!(e instanceof type))
            throw new Error(message + ": expected a " + type.name + " but got " + e);
        return;
    }
    throw new Error(message + ": expected an exception");
}

const N = 500;

function Point(x, y) { this.x = x; this.y = y; }
function make(C, a, b) { return new C(a, b); }

// The prototype changes while the site's cache holds its slot.
for (let round = 0; round < N; round++) {
    if (round === N / 2) Point.prototype = { moved: true };
    const p = make(Point, round, 2);
    shouldBe(p.x, round);
    shouldBe(Object.getPrototypeOf(p), Point.prototype, "the current prototype");
    shouldBe(p.moved, round >= N / 2 ? true : undefined);
}

// A prototype that is not an object: the new object gets %Object.prototype%.
function Plain() { this.made = true; }
for (let round = 0; round < N; round++) {
    Plain.prototype = round % 2 ? null : { odd: false };
    const object = make(Plain);
    shouldBe(object.made, true);
    shouldBe(Object.getPrototypeOf(object), round % 2 ? Object.prototype : Plain.prototype);
}

// Constructors of several structures at one site: closures, one with static properties,
// one with so many that its structure is a dictionary of its own.
function factory(tag) { return function (v) { this.tag = tag; this.v = v; }; }
const constructors = [factory("a"), factory("b"), Point, class { constructor(v) { this.tag = "class"; this.v = v; } }];
constructors[1].extra = 1;
for (let i = 0; i < 100; i++) constructors[0]["static" + i] = i;
delete constructors[0].static50;
for (let round = 0; round < N; round++) {
    const C = constructors[round % constructors.length];
    const object = make(C, round, 0);
    shouldBe(Object.getPrototypeOf(object), C.prototype, "each constructor's own prototype");
    if (C !== Point) shouldBe(object.v, round);
}

// What the constructor returns.
function ReturnsObject() { this.lost = true; return { kept: true }; }
function ReturnsPrimitive() { this.kept = true; return 42; }
function ReturnsUndefined() { this.kept = true; return undefined; }
function ReturnsThisLater() { const self = this; self.kept = true; return self; }
for (let round = 0; round < N; round++) {
    shouldBe(new ReturnsObject().kept, true);
    shouldBe(new ReturnsObject().lost, undefined);
    shouldBe(new ReturnsPrimitive().kept, true, "a primitive result gives this");
    shouldBe(new ReturnsUndefined().kept, true);
    shouldBe(new ReturnsThisLater().kept, true);
}

// Classes: fields, new.target, derived constructors and their errors.
class Base {
    field = 1;
    constructor(v) { this.v = v; this.target = new.target; }
}
class Derived extends Base {
    constructor() { super(2); this.derived = true; }
}
class NoSuper extends Base {
    constructor() { }
}
class PrimitiveFromDerived extends Base {
    constructor() { super(1); return 1; }
}
class ObjectFromDerived extends Base {
    constructor() { return { replaced: true }; }
}
for (let round = 0; round < N; round++) {
    const base = new Base(round);
    shouldBe(base.field + base.v, 1 + round);
    shouldBe(base.target, Base);
    const derived = new Derived();
    shouldBe(derived.v + derived.field, 3);
    shouldBe(derived.target, Derived);
    shouldBe(derived.derived, true);
    shouldBe(new ObjectFromDerived().replaced, true);
}
shouldThrow(() => new NoSuper(), ReferenceError, "this before super");
shouldThrow(() => new PrimitiveFromDerived(), TypeError, "a derived constructor returning a primitive");
shouldThrow(() => Base(), TypeError, "a class called without new");

// What cannot be constructed is refused, at a site that constructs functions too.
const refused = [() => 1, { method() {} }.method, function* () {}, async function () {}, Math.max, [].map, 1, undefined];
for (let round = 0; round < 20; round++) {
    shouldBe(make(Point, 1, 2).x, 1);
    for (const value of refused) shouldThrow(() => make(value), TypeError, "new of " + String(value));
}

// An exception in the constructor unwinds to the caller's handler.
function Throws(v) { this.v = v; if (v % 3 === 0) throw new RangeError("no"); }
let caught = 0;
for (let round = 0; round < N; round++) {
    try { shouldBe(new Throws(round).v, round); } catch (e) { caught += e instanceof RangeError; }
}
shouldBe(caught, Math.ceil(N / 3));

// Deep construction chains allocate at every level (a collection may come in between).
function Node(depth) {
    this.left = depth > 0 ? new Node(depth - 1) : null;
    this.right = depth > 0 ? new Node(depth - 1) : null;
}
function count(node) { return node === null ? 0 : 1 + count(node.left) + count(node.right); }
for (let round = 0; round < 20; round++) shouldBe(count(new Node(8)), 511);
