function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Concise methods, getters and setters are not constructors and have no prototype.
var obj = {
    method() { return 1; },
    get getter() { return 2; },
    set setter(v) {},
    *gen() {},
    async am() {},
    plain: function () {},
};
shouldBe(obj.method.hasOwnProperty("prototype"), false);
shouldThrow(() => new obj.method(), TypeError);
shouldThrow(() => new obj.am(), TypeError);
shouldThrow(() => new obj.gen(), TypeError);

var getter = Object.getOwnPropertyDescriptor(obj, "getter").get;
var setter = Object.getOwnPropertyDescriptor(obj, "setter").set;
shouldThrow(() => new getter(), TypeError);
shouldThrow(() => new setter(), TypeError);
shouldBe(getter.hasOwnProperty("prototype"), false);

// A plain function expression stored in a property is constructible.
shouldBe(typeof new obj.plain(), "object");

class K { m() {} static s() {} }
shouldThrow(() => new K.prototype.m(), TypeError);
shouldThrow(() => new K.s(), TypeError);
