function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// `super.name` in a traced loop is a load from the home object's prototype under
// structure guards. Each case changes what it reads in the middle of the loop.
class A {
    value() { return 1; }
    get kind() { return "A:" + this.tag; }
}
class B extends A {
    constructor() { super(); this.tag = "b"; }
    value() { return super.value() + 10; }
    kind2() { return super.kind; }
    missing() { return super.nothing; }
}
class Other {
    value() { return 100; }
}

const b = new B();
let sum = 0;
for (let i = 0; i < 500; i++) sum += b.value();
shouldBe(sum, 5500, "a plain super call");

// The parent's method is replaced mid-loop.
sum = 0;
for (let i = 0; i < 500; i++) {
    if (i === 250) A.prototype.value = function () { return 2; };
    sum += b.value();
}
shouldBe(sum, 250 * 11 + 250 * 12, "a replaced parent method");

// The home object's prototype changes mid-loop.
sum = 0;
for (let i = 0; i < 500; i++) {
    if (i === 300) Object.setPrototypeOf(B.prototype, Other.prototype);
    sum += b.value();
}
shouldBe(sum, 300 * 12 + 200 * 110, "a new prototype of the home object");
Object.setPrototypeOf(B.prototype, A.prototype);

// A getter reached through super sees the receiver.
let kinds = "";
for (let i = 0; i < 300; i++) {
    if (i === 150) b.tag = "c";
    const kind = b.kind2();
    if (i % 100 === 0) kinds += kind + ";";
}
shouldBe(kinds, "A:b;A:b;A:c;", "a getter through super");

// A property that is nowhere, then appears on the parent mid-loop.
let found = 0;
for (let i = 0; i < 400; i++) {
    if (i === 200) A.prototype.nothing = 7;
    const v = b.missing();
    if (v === 7) found++;
    else shouldBe(v, undefined);
}
shouldBe(found, 200, "a property added to the parent");
delete A.prototype.nothing;

// Object literal methods: the home object is the literal, its prototype set by __proto__.
const base = { greet() { return "base"; } };
const derived = { __proto__: base, greet() { return super.greet() + "+derived"; } };
let text = "";
for (let i = 0; i < 300; i++) {
    if (i === 200) base.greet = function () { return "changed"; };
    text = derived.greet();
}
shouldBe(text, "changed+derived", "an object literal's super");

// Static methods use the constructor as the home object.
class S { static make() { return 3; } }
class T extends S { static make() { return super.make() * 2; } }
sum = 0;
for (let i = 0; i < 400; i++) {
    if (i === 100) S.make = () => 4;
    sum += T.make();
}
shouldBe(sum, 100 * 6 + 300 * 8, "static super");

// A method called with different receivers and a super call of a method that uses `this`.
class P { who() { return this.name; } }
class Q extends P { who() { return "Q(" + super.who() + ")"; } }
const qs = [];
for (let i = 0; i < 4; i++) { const q = new Q(); q.name = "q" + i; qs.push(q); }
let names = "";
for (let i = 0; i < 400; i++) names = qs[i & 3].who();
shouldBe(names, "Q(q3)", "super with several receivers");
