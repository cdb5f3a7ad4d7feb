function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// super.prop looks up on the home object's prototype, with this as the receiver.
class A {
    greet() { return "A:" + this.name; }
    get kind() { return "A-kind:" + this.name; }
    static s() { return "A.s"; }
}
class B extends A {
    constructor() { super(); this.name = "b"; }
    greet() { return "B+" + super.greet(); }
    get kind() { return "B/" + super.kind; }
    computed() { var k = "greet"; return super[k](); }
    static s() { return "B.s>" + super.s(); }
    arrow() { return (() => super.greet())(); }
}
var b = new B();
shouldBe(b.greet(), "B+A:b");
shouldBe(b.kind, "B/A-kind:b");
shouldBe(b.computed(), "A:b");
shouldBe(B.s(), "B.s>A.s");
shouldBe(b.arrow(), "A:b");

// Assignment through super sets the property on this.
class Setter extends A {
    assign() { super.value = 5; return this.hasOwnProperty("value"); }
}
var s = new Setter();
shouldBe(s.assign(), true);
shouldBe(s.value, 5);

// super property reads a missing property as undefined.
class Missing extends A { m() { return super.nope; } }
shouldBe(new Missing().m(), undefined);

// The home object is fixed: borrowing a method does not change super.
class X { who() { return "X"; } }
class Y extends X { who() { return "Y" + super.who(); } }
var borrowed = { who: Y.prototype.who };
shouldBe(borrowed.who(), "YX");

// super is a syntax error in plain functions.
shouldThrow(() => eval("(function () { return super.x; })"), SyntaxError);
