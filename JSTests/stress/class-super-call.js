function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// super() calls the parent constructor with this bound afterwards.
class A {
    constructor(x) { this.x = x; this.fromA = true; }
}
class B extends A {
    constructor(x, y) {
        super(x * 2);
        this.y = y;
    }
}
var b = new B(1, 2);
shouldBe(b.x, 2);
shouldBe(b.y, 2);
shouldBe(b.fromA, true);

// super() in an arrow function inside the constructor.
class C extends A {
    constructor() {
        var init = () => super("arrow");
        init();
        this.after = this.x;
    }
}
shouldBe(new C().after, "arrow");

// super() with spread arguments.
class D extends A {
    constructor(...args) { super(...args); }
}
shouldBe(new D(9).x, 9);

// super() returns this.
class E extends A {
    constructor() { var r = super(1); this.same = r === this; }
}
shouldBe(new E().same, true);

// Calling super() twice throws ReferenceError (after running the parent constructor again).
var parentRuns = 0;
class P { constructor() { parentRuns++; } }
class Twice extends P { constructor() { super(); super(); } }
shouldThrow(() => new Twice(), ReferenceError);
shouldBe(parentRuns, 2);

// super() outside a derived constructor is a syntax error.
shouldThrow(() => eval("(class { constructor() { super(); } })"), SyntaxError);
shouldThrow(() => eval("(function () { super(); })"), SyntaxError);
shouldThrow(() => eval("(class extends Object { m() { super(); } })"), SyntaxError);
