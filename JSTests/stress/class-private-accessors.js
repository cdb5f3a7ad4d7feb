function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Private getters and setters.
class Temp {
    #c = 0;
    get #f() { return this.#c * 9 / 5 + 32; }
    set #f(v) { this.#c = (v - 32) * 5 / 9; }
    setF(v) { this.#f = v; }
    getF() { return this.#f; }
    getC() { return this.#c; }
    incF() { this.#f += 9; }
}
var t = new Temp();
t.setF(212);
shouldBe(t.getC(), 100);
shouldBe(t.getF(), 212);
t.incF();
shouldBe(t.getC(), 105);

// Getter-only private accessor: writing throws TypeError.
class RO {
    get #x() { return 1; }
    write() { this.#x = 2; }
    read() { return this.#x; }
}
shouldBe(new RO().read(), 1);
shouldThrow(() => new RO().write(), TypeError);

// Setter-only private accessor: reading throws TypeError.
class WO {
    set #y(v) { this.last = v; }
    write(v) { this.#y = v; }
    read() { return this.#y; }
}
var w = new WO();
w.write(3);
shouldBe(w.last, 3);
shouldThrow(() => w.read(), TypeError);

// Static private accessors.
class S {
    static #store = 1;
    static get #v() { return S.#store; }
    static set #v(x) { S.#store = x; }
    static bump() { S.#v = S.#v + 1; return S.#v; }
}
shouldBe(S.bump(), 2);
