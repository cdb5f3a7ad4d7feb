function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Private methods are shared, non-writable, and callable only on instances of the class.
class Greeter {
    #name;
    constructor(name) { this.#name = name; }
    #format() { return "Hello, " + this.#name; }
    greet() { return this.#format(); }
    sameMethod(other) { return this.#format === other.#format; }
    tryAssign() { this.#format = null; }
    static #helper(x) { return x * 2; }
    static useHelper(x) { return Greeter.#helper(x); }
}
var g = new Greeter("world");
shouldBe(g.greet(), "Hello, world");
shouldBe(g.sameMethod(new Greeter("x")), true);
shouldThrow(() => g.tryAssign(), TypeError);
shouldBe(Greeter.useHelper(21), 42);
shouldBe(Greeter.prototype.hasOwnProperty("#format"), false);

// The private method's this is the receiver.
class Chain {
    #v = 1;
    #add(n) { this.#v += n; return this; }
    run() { return this.#add(1).#add(2).#v; }
}
shouldBe(new Chain().run(), 4);

// A private method's name property.
class N {
    #secret() {}
    nameOf() { return this.#secret.name; }
}
shouldBe(new N().nameOf(), "#secret");

// Private generator and async methods.
class G {
    *#gen() { yield 1; yield 2; }
    values() { return [...this.#gen()]; }
}
shouldBe(new G().values().join(), "1,2");
