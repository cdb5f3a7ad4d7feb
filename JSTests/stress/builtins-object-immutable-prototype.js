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

// %Object.prototype% is an immutable prototype exotic object (10.4.7).
shouldThrow(function () { Object.setPrototypeOf(Object.prototype, {}); }, TypeError);
shouldThrow(function () { Object.prototype.__proto__ = {}; }, TypeError);
shouldBe(Reflect.setPrototypeOf(Object.prototype, {}), false);
// Setting it to its current value (null) succeeds.
shouldBe(Object.setPrototypeOf(Object.prototype, null), Object.prototype);
shouldBe(Reflect.setPrototypeOf(Object.prototype, null), true);
shouldBe(Object.getPrototypeOf(Object.prototype), null);

// Other objects can change their prototype, unless that makes a cycle or they are not
// extensible.
var a = {};
var b = Object.create(a);
shouldThrow(function () { Object.setPrototypeOf(a, b); }, TypeError);
shouldBe(Reflect.setPrototypeOf(a, b), false);
var fixed = Object.preventExtensions({});
shouldThrow(function () { Object.setPrototypeOf(fixed, {}); }, TypeError);
shouldBe(Object.setPrototypeOf(fixed, Object.prototype), fixed);

// Object.setPrototypeOf checks its arguments in order.
shouldThrow(function () { Object.setPrototypeOf(undefined, {}); }, TypeError);
shouldThrow(function () { Object.setPrototypeOf({}, 1); }, TypeError);
shouldBe(Object.setPrototypeOf(1, null), 1);
