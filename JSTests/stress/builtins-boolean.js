function show(value) {
    return typeof value === "symbol" ? value.toString() : "" + value;
}
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + show(expected) + " but got " + show(actual));
}
function shouldThrow(fn, ErrorType, message) {
    var threw = false;
    try { fn(); } catch (e) {
        threw = true;
        if (!(e instanceof ErrorType)) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " but got " + e);
    }
    if (!threw) throw new Error((message ? message + ": " : "") + "expected " + ErrorType.name + " to be thrown");
}

// Boolean ( value ): ToBoolean; a wrapper only with `new`.
shouldBe(Boolean(), false);
shouldBe(Boolean(0), false);
shouldBe(Boolean(""), false);
shouldBe(Boolean(NaN), false);
shouldBe(Boolean(null), false);
shouldBe(Boolean("0"), true);
shouldBe(Boolean({}), true);
shouldBe(Boolean(Symbol()), true);
shouldBe(Boolean(new Boolean(false)), true);
var wrapper = new Boolean(0);
shouldBe(typeof wrapper, "object");
shouldBe(wrapper.valueOf(), false);
shouldBe(Object.getPrototypeOf(wrapper), Boolean.prototype);
shouldBe(Object.prototype.toString.call(wrapper), "[object Boolean]");
shouldBe(Boolean.length, 1);

// Boolean.prototype is itself a Boolean object holding false.
shouldBe(Boolean.prototype.valueOf(), false);
shouldBe(Boolean.prototype.toString(), "false");
shouldBe(Object.getPrototypeOf(Boolean.prototype), Object.prototype);

// toString and valueOf accept booleans and Boolean objects only.
shouldBe(true.toString(), "true");
shouldBe(new Boolean(true).toString(), "true");
shouldBe(false.valueOf(), false);
shouldThrow(function () { Boolean.prototype.toString.call(1); }, TypeError);
shouldThrow(function () { Boolean.prototype.valueOf.call("true"); }, TypeError);
shouldThrow(function () { Boolean.prototype.valueOf.call({ valueOf: function () { return true; } }); }, TypeError);
shouldThrow(function () { Boolean.prototype.toString.call(Object.create(Boolean.prototype)); }, TypeError);

// Subclasses get [[BooleanData]] and their own prototype.
class MyBoolean extends Boolean {}
var mine = new MyBoolean(1);
shouldBe(mine instanceof MyBoolean, true);
shouldBe(mine.valueOf(), true);
shouldBe(mine.toString(), "true");
function Target() {}
Target.prototype = Object.create(Boolean.prototype);
shouldBe(Reflect.construct(Boolean, [""], Target).valueOf(), false);
shouldBe(Object.getPrototypeOf(Reflect.construct(Boolean, [], Target)), Target.prototype);
