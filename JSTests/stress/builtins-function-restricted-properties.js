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

// Function.prototype has `caller` and `arguments` accessors that throw (10.2.4).
var caller = Object.getOwnPropertyDescriptor(Function.prototype, "caller");
var args = Object.getOwnPropertyDescriptor(Function.prototype, "arguments");
shouldBe(typeof caller.get, "function");
shouldBe(caller.get, caller.set);
shouldBe(caller.get, args.get);
shouldBe(args.get, args.set);
shouldBe(caller.enumerable || args.enumerable, false);
shouldBe(caller.configurable && args.configurable, true);

// %ThrowTypeError% is frozen, nameless, and has length 0.
var thrower = caller.get;
shouldBe(Object.isFrozen(thrower), true);
shouldBe(thrower.name, "");
shouldBe(thrower.length, 0);
shouldThrow(function () { thrower(); }, TypeError);

// Strict functions, arrows, methods and classes inherit them.
shouldThrow(function () { return (function () { "use strict"; }).caller; }, TypeError);
shouldThrow(function () { return (() => 1).arguments; }, TypeError);
shouldThrow(function () { return ({ m() {} }).m.caller; }, TypeError);
shouldThrow(function () { (class {}).arguments = 1; }, TypeError);
shouldThrow(function () { return Function.prototype.caller; }, TypeError);
