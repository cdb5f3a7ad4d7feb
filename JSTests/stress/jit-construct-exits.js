// Exits inside constructors a trace inlined: the exit rebuilds the construct frame (its
// `this`, `new.target`, and the return that gives `this` for a result that is not an
// object), and the interpreter carries on in it as if it had made the call itself.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A guard failing in the constructor's body: an argument turns into a double, then into
// a string, part way through the loop.
function Pair(a, b) {
    this.a = a;
    this.sum = a + b;
    this.twice = this.sum * 2;
}
function pairs(n, change) {
    let total = 0;
    for (let i = 0; i < n; i++) {
        const b = i < change ? 1 : i < 2 * change ? 0.5 : "x";
        const p = new Pair(i, b);
        total += typeof p.sum === "string" ? p.sum.length : p.twice;
    }
    return total;
}
let expected = 0;
for (let i = 0; i < 900; i++) expected += i < 300 ? (i + 1) * 2 : i < 600 ? (i + 0.5) * 2 : String(i).length + 1;
shouldBe(pairs(900, 300), expected);

// A throw in the constructor, caught in the loop (the frame is left by the throw).
function Checked(i) {
    this.i = i;
    if (i % 97 === 96) throw new RangeError("bad " + i);
    this.ok = true;
}
function checked(n) {
    let made = 0;
    let thrown = 0;
    for (let i = 0; i < n; i++) {
        try {
            const c = new Checked(i);
            if (c.ok) made++;
        } catch (e) {
            if (e instanceof RangeError && e.message === "bad " + i) thrown++;
        }
    }
    return made * 1000 + thrown;
}
shouldBe(checked(2000), (2000 - 20) * 1000 + 20);

// A throw out of the loop's frame, from a constructor inlined in a call.
function Strict(i) {
    if (i === 700) throw new Error("stop at " + i);
    this.i = i;
}
function strictLoop(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += new Strict(i).i;
    return sum;
}
let message = "";
try {
    strictLoop(1000);
} catch (e) {
    message = e.message;
}
shouldBe(message, "stop at 700");

// The `prototype` property assigned between iterations: later objects get the new one.
function Shape(i) {
    this.i = i;
}
const protoA = { kind() { return 1; } };
const protoB = { kind() { return 2; } };
function shapes(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        if (i === n >> 1) Shape.prototype = protoB;
        const s = new Shape(i);
        sum += s.kind() + (Object.getPrototypeOf(s) === (i < n >> 1 ? protoA : protoB) ? 0 : 1000000);
    }
    return sum;
}
Shape.prototype = protoA;
shouldBe(shapes(2000), 1000 * 1 + 1000 * 2);
// A prototype that is no object: `this` gets %Object.prototype%.
Shape.prototype = 5;
function plain(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const s = new Shape(i);
        sum += Object.getPrototypeOf(s) === Object.prototype ? s.i : 1000000;
    }
    return sum;
}
shouldBe(plain(500), 499 * 500 / 2);

// A prototype that gains a setter for a property the constructor stores: the stores
// must call it from then on.
function Stored(i) {
    this.v = i;
}
let setterCalls = 0;
function stored(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        if (i === 600) {
            Object.defineProperty(Stored.prototype, "v", {
                set(x) { setterCalls++; this.w = x; },
                get() { return this.w * 2; },
                configurable: true,
            });
        }
        sum += new Stored(i).v;
    }
    return sum;
}
let storedExpected = 0;
for (let i = 0; i < 1000; i++) storedExpected += i < 600 ? i : 2 * i;
shouldBe(stored(1000), storedExpected);
shouldBe(setterCalls, 400);

// The constructor returning an object on some iterations only.
function Sometimes(i) {
    this.i = i;
    if (i >= 500 && i % 2 === 0) return [i];
}
function sometimes(n) {
    let arrays = 0;
    let objects = 0;
    for (let i = 0; i < n; i++) {
        const s = new Sometimes(i);
        if (Array.isArray(s)) arrays += s[0];
        else objects += s.i;
    }
    return arrays * 1000000 + objects;
}
let arrays = 0, objects = 0;
for (let i = 0; i < 1000; i++) {
    if (i >= 500 && i % 2 === 0) arrays += i;
    else objects += i;
}
shouldBe(sometimes(1000), arrays * 1000000 + objects);

// Classes with fields: the field initializer runs for every object, before the body.
let initialized = 0;
class Fielded {
    a = 1;
    b = ++initialized;
    constructor(x) {
        this.x = x + this.a;
    }
}
function fielded(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const f = new Fielded(i);
        sum += f.x + f.b - initialized;
    }
    return sum;
}
shouldBe(fielded(1000), 1000 * 1001 / 2);
shouldBe(initialized, 1000);
shouldBe(Object.keys(new Fielded(0)).join(), "a,b,x");

// `new.target` read inside, and the constructor called without `new` on some iterations.
function Either(i) {
    if (!new.target) return { called: i };
    this.constructed = i;
}
function either(n) {
    let constructed = 0;
    let called = 0;
    for (let i = 0; i < n; i++) {
        const e = i % 4 === 3 ? Either(i) : new Either(i);
        if (e.constructed !== undefined) constructed += e.constructed;
        else called += e.called;
    }
    return constructed * 1000000 + called;
}
let constructed = 0, called = 0;
for (let i = 0; i < 800; i++) {
    if (i % 4 === 3) called += i;
    else constructed += i;
}
shouldBe(either(800), constructed * 1000000 + called);

// A derived class (called out to) next to its base (inlined).
class Base {
    constructor(x) { this.x = x; }
}
class Derived extends Base {
    constructor(x) {
        super(x);
        this.y = x * 2;
    }
}
function derived(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += new Base(i).x + new Derived(i).y;
    return sum;
}
shouldBe(derived(1000), 3 * (999 * 1000 / 2));

// Many objects kept alive: collections during the loop must see every one.
function keep(n) {
    const list = [];
    for (let i = 0; i < n; i++) list.push(new Pair(i, i));
    let sum = 0;
    for (let i = 0; i < n; i++) sum += list[i].twice;
    return sum;
}
shouldBe(keep(3000), 4 * (2999 * 3000 / 2));
