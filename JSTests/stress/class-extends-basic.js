function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Basic inheritance: prototype chains, overriding and super calls.
class Animal {
    constructor(name) { this.name = name; }
    speak() { return this.name + " makes a sound"; }
    static create(name) { return new this(name); }
}
class Dog extends Animal {
    speak() { return super.speak() + " (woof)"; }
}
var d = new Dog("Rex");
shouldBe(d.speak(), "Rex makes a sound (woof)");
shouldBe(d instanceof Dog, true);
shouldBe(d instanceof Animal, true);
shouldBe(Object.getPrototypeOf(Dog.prototype), Animal.prototype);
shouldBe(Object.getPrototypeOf(Dog), Animal);
shouldBe(Dog.create("Fido") instanceof Dog, true);

// Default derived constructor passes all arguments to super.
class Args { constructor(...a) { this.args = a; } }
class SubArgs extends Args {}
shouldBe(new SubArgs(1, 2, 3).args.join(), "1,2,3");
shouldBe(SubArgs.length, 0);

// Multi-level inheritance.
class A { who() { return "A"; } }
class B extends A { who() { return "B" + super.who(); } }
class C extends B { who() { return "C" + super.who(); } }
shouldBe(new C().who(), "CBA");

// The superclass expression can be any expression.
function mixin(Base) { return class extends Base { mixed() { return true; } }; }
class M extends mixin(A) {}
shouldBe(new M().mixed(), true);
shouldBe(new M().who(), "A");
