function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// A field defines an own property; it does not invoke an inherited setter.
var setterCalls = 0;
class Base {
    set x(v) { setterCalls++; }
    get x() { return "accessor"; }
}
class Derived extends Base {
    x = "field";
}
var d = new Derived();
shouldBe(setterCalls, 0);
shouldBe(d.x, "field");
shouldBe(d.hasOwnProperty("x"), true);

// Assignment in the constructor, in contrast, calls the setter.
class Assigning extends Base {
    constructor() { super(); this.x = "assigned"; }
}
var a = new Assigning();
shouldBe(setterCalls, 1);
shouldBe(a.hasOwnProperty("x"), false);

// A field with the same name as a method on the prototype shadows it.
class M {
    go() { return "method"; }
    go = () => "field";
}
shouldBe(new M().go(), "field");

// Defining a field over a non-configurable own property from the base throws.
class Frozen { constructor() { Object.defineProperty(this, "f", { value: 1, configurable: false }); } }
class Sub extends Frozen { f = 2; }
shouldThrow(() => new Sub(), TypeError);
