function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Private fields are per-instance, invisible to reflection and inaccessible outside the class.
class Counter {
    #count = 0;
    inc() { return ++this.#count; }
    static read(obj) { return obj.#count; }
    equals(other) { return this.#count === other.#count; }
}
var c = new Counter();
c.inc(); c.inc();
shouldBe(c.inc(), 3);
shouldBe(Counter.read(c), 3);
shouldBe(Object.keys(c).length, 0);
shouldBe(Object.getOwnPropertyNames(c).length, 0);
shouldBe(Object.getOwnPropertySymbols(c).length, 0);
shouldBe(c["#count"], undefined);

var d = new Counter();
shouldBe(c.equals(d), false);
d.inc(); d.inc(); d.inc();
shouldBe(c.equals(d), true);

// Private fields survive freezing the object and can still be written.
class Box { #v = 1; set(v) { this.#v = v; } get() { return this.#v; } }
var b = Object.freeze(new Box());
b.set(2);
shouldBe(b.get(), 2);

// Referencing an undeclared private name is a syntax error.
shouldThrow(() => eval("(class { m() { return this.#nope; } })"), SyntaxError);
shouldThrow(() => eval("this.#x"), SyntaxError);
// delete of a private reference is a syntax error.
shouldThrow(() => eval("(class { #x; m() { delete this.#x; } })"), SyntaxError);
// Duplicate private names are a syntax error.
shouldThrow(() => eval("(class { #a; #a; })"), SyntaxError);

// Compound assignment and increments on private fields.
class Ops {
    #n = 5;
    run() { this.#n += 2; this.#n *= 3; this.#n--; return this.#n; }
}
shouldBe(new Ops().run(), 20);
