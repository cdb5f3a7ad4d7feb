function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// a?.b() and a.b?.() keep the receiver as this.
var obj = {
    value: 7,
    method() { return this.value; },
};
shouldBe(obj?.method(), 7);
shouldBe(obj.method?.(), 7);
shouldBe(obj?.["method"]?.(), 7);
shouldBe(obj?.method?.call({ value: 3 }), 3);

// Parenthesised optional chains also keep this for the call.
shouldBe((obj?.method)(), 7);

// Optional call on a nested member.
var deep = { inner: { v: "x", get() { return this.v; } } };
shouldBe(deep?.inner.get(), "x");
shouldBe(deep.inner?.get?.(), "x");

// Private-free class instance methods through optional calls.
class K { constructor() { this.n = 1; } m() { return this.n; } }
var k = new K();
shouldBe(k?.m(), 1);
shouldBe(k.m?.(), 1);

// super with optional call in a method.
class Base { who() { return this.name; } }
class Derived extends Base {
    constructor() { super(); this.name = "derived"; }
    call() { return super.who?.(); }
}
shouldBe(new Derived().call(), "derived");
