function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Accessing a private member on an object without it throws TypeError.
class A {
    #x = 1;
    #m() { return 2; }
    get #g() { return 3; }
    static readX(o) { return o.#x; }
    static writeX(o) { o.#x = 5; }
    static callM(o) { return o.#m(); }
    static readG(o) { return o.#g; }
}
shouldThrow(() => A.readX({}), TypeError);
shouldThrow(() => A.writeX({}), TypeError);
shouldThrow(() => A.callM({}), TypeError);
shouldThrow(() => A.readG({}), TypeError);
shouldThrow(() => A.readX(null), TypeError);
shouldThrow(() => A.readX(undefined), TypeError);

// An object whose prototype is an instance does not inherit private names.
var inst = new A();
shouldBe(A.readX(inst), 1);
var child = Object.create(inst);
shouldThrow(() => A.readX(child), TypeError);

// Each evaluation of a class body creates distinct private names.
function makeClass() {
    return class {
        #secret = 1;
        static read(o) { return o.#secret; }
    };
}
var C1 = makeClass(), C2 = makeClass();
shouldBe(C1.read(new C1()), 1);
shouldThrow(() => C1.read(new C2()), TypeError);

// Static private fields are only on the class itself, not subclasses.
class S {
    static #count = 0;
    static inc() { return ++this.#count; }
}
class T extends S {}
shouldBe(S.inc(), 1);
shouldThrow(() => T.inc(), TypeError);

// Initialising the same private field twice on one object throws.
class Base { constructor(o) { return o; } }
class Stamp extends Base { #id = 1; }
var target = {};
new Stamp(target);
shouldThrow(() => new Stamp(target), TypeError);
