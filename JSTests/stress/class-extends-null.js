function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A class extending null has a prototype whose [[Prototype]] is null.
class N extends null {}
shouldBe(Object.getPrototypeOf(N.prototype), null);
shouldBe(Object.getPrototypeOf(N), Function.prototype);

// Its implicit constructor calls super(), which is not a constructor: TypeError.
shouldThrow(() => new N(), TypeError);

// Returning an object from the constructor avoids the super call.
class R extends null {
    constructor() { return Object.create(R.prototype); }
    hello() { return "hi"; }
}
var r = new R();
shouldBe(r.hello(), "hi");
shouldBe(r instanceof R, true);
shouldBe("toString" in r, false);

// Extending a non-constructor (other than null) throws.
shouldThrow(() => { class X extends 5 {} }, TypeError);
shouldThrow(() => { class X extends (() => {}) {} }, TypeError);
shouldThrow(() => { class X extends undefined {} }, TypeError);

// A superclass whose prototype property is neither object nor null throws.
function BadProto() {}
BadProto.prototype = 3;
shouldThrow(() => { class X extends BadProto {} }, TypeError);

// A superclass with prototype null is allowed.
function NullProto() {}
NullProto.prototype = null;
class Y extends NullProto {}
shouldBe(Object.getPrototypeOf(Y.prototype), null);
