function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Deep recursion through getters, setters and toString/valueOf conversions.
var obj = { get self() { return this.self; } };
shouldThrow(() => obj.self, RangeError);

var setterObj = { set v(x) { this.v = x; } };
shouldThrow(() => { setterObj.v = 1; }, RangeError);

var conv = { valueOf() { return this + 1; } };
shouldThrow(() => conv * 1, RangeError);

var str = { toString() { return `${this}`; } };
shouldThrow(() => String(str), RangeError);

// Through a class accessor.
class Loop { get x() { return this.x; } }
shouldThrow(() => new Loop().x, RangeError);

// Through Symbol.toPrimitive.
var prim = { [Symbol.toPrimitive]() { return +this; } };
shouldThrow(() => +prim, RangeError);

// Through a getter on the prototype chain.
var proto = { get deep() { return Object.create(this).deep; } };
shouldThrow(() => Object.create(proto).deep, RangeError);

// Normal getters still work afterwards.
var ok = { get v() { return 1; } };
shouldBe(ok.v, 1);
