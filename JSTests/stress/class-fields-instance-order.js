function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Instance fields are initialised in order, before the constructor body (base) or right after super() (derived).
var log = [];
class Base {
    a = log.push("base field a");
    b = log.push("base field b");
    constructor() { log.push("base ctor"); }
}
class Derived extends Base {
    c = log.push("derived field c");
    constructor() {
        log.push("derived before super");
        super();
        log.push("derived after super");
    }
}
new Derived();
shouldBe(log.join("|"), "derived before super|base field a|base field b|base ctor|derived field c|derived after super");

// Fields are own, enumerable, writable, configurable data properties.
class F { x = 1; y; }
var f = new F();
shouldBe(f.hasOwnProperty("y"), true);
shouldBe(f.y, undefined);
var d = Object.getOwnPropertyDescriptor(f, "x");
shouldBe(d.enumerable && d.writable && d.configurable, true);
shouldBe(Object.keys(f).join(), "x,y");

// Later fields can see earlier ones through this.
class G { a = 2; b = this.a * 3; }
shouldBe(new G().b, 6);

// Initializers run for each instance.
var counter = 0;
class H { id = ++counter; }
shouldBe(new H().id, 1);
shouldBe(new H().id, 2);
