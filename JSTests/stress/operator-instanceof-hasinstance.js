function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// instanceof consults Symbol.hasInstance on the right-hand side.
var Even = {
    [Symbol.hasInstance](value) { return value % 2 === 0; },
};
shouldBe(2 instanceof Even, true);
shouldBe(3 instanceof Even, false);

// The result is converted to boolean.
var Truthy = { [Symbol.hasInstance]() { return "yes"; } };
shouldBe(1 instanceof Truthy, true);
var Falsy = { [Symbol.hasInstance]() { return 0; } };
shouldBe({} instanceof Falsy, false);

// Static Symbol.hasInstance on a class.
class Duck {
    static [Symbol.hasInstance](obj) { return typeof obj.quack === "function"; }
}
shouldBe({ quack() {} } instanceof Duck, true);
shouldBe({} instanceof Duck, false);

// Function.prototype[Symbol.hasInstance] is the default behaviour.
function F() {}
var f = new F();
shouldBe(Function.prototype[Symbol.hasInstance].call(F, f), true);
shouldBe(Function.prototype[Symbol.hasInstance].call(F, {}), false);
shouldBe(Function.prototype[Symbol.hasInstance].call({}, {}), false);
var d = Object.getOwnPropertyDescriptor(Function.prototype, Symbol.hasInstance);
shouldBe(d.writable, false);
shouldBe(d.configurable, false);

// A non-callable Symbol.hasInstance throws.
shouldThrow(() => 1 instanceof { [Symbol.hasInstance]: 1 }, TypeError);

// this inside the hasInstance method is the right-hand side.
var seen;
var Spy = { [Symbol.hasInstance](v) { seen = this; return false; } };
1 instanceof Spy;
shouldBe(seen, Spy);
