function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Accessors in classes, instance and static.
class Temp {
    constructor() { this._c = 0; }
    get celsius() { return this._c; }
    set celsius(v) { this._c = v; }
    get fahrenheit() { return this._c * 9 / 5 + 32; }
    set fahrenheit(f) { this._c = (f - 32) * 5 / 9; }
    static get unit() { return "C"; }
    static set unit(v) { Temp.lastUnit = v; }
}
var t = new Temp();
t.celsius = 100;
shouldBe(t.fahrenheit, 212);
t.fahrenheit = 32;
shouldBe(t.celsius, 0);
shouldBe(Temp.unit, "C");
Temp.unit = "F";
shouldBe(Temp.lastUnit, "F");

// Getter-only accessor: assignment throws since class code is strict.
class RO {
    get x() { return 1; }
    tryWrite() { this.x = 2; }
}
shouldThrow(() => new RO().tryWrite(), TypeError);

// Inherited accessors and overriding only the getter.
class Base {
    get v() { return "base"; }
    set v(x) { this.stored = x; }
}
class Derived extends Base {
    get v() { return "derived:" + super.v; }
}
var d = new Derived();
shouldBe(d.v, "derived:base");
// Derived defines only a getter, so the setter is undefined: sloppy assignment is ignored.
d.v = 5;
shouldBe(d.stored, undefined);
