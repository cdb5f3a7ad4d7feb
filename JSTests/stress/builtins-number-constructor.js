function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// The Number constructor and the Number constructor's properties.
shouldBe(Number(), 0);
shouldBe(Number(undefined), NaN);
shouldBe(Number(10n), 10);
shouldBe(Number(2n ** 64n), 18446744073709552000);
shouldBe(Number(2n ** 53n + 1n), 9007199254740992);
shouldBe(Number(-(2n ** 1100n)), -Infinity);
shouldThrow(() => Number(Symbol()), TypeError);
shouldThrow(() => +1n, TypeError);
var wrapper = new Number(5);
shouldBe(typeof wrapper, "object");
shouldBe(wrapper + 1, 6);
shouldBe(Object.getPrototypeOf(wrapper), Number.prototype);
shouldBe(new Number(3n).valueOf(), 3);
class Sub extends Number {}
shouldBe(new Sub(7).toFixed(1), "7.0");
shouldBe(Number.EPSILON, 2 ** -52);
shouldBe(Number.MAX_SAFE_INTEGER, 2 ** 53 - 1);
shouldBe(Number.MIN_SAFE_INTEGER, -(2 ** 53 - 1));
shouldBe(Number.MIN_VALUE, 5e-324);
shouldBe(Number.MAX_VALUE, 1.7976931348623157e308);
shouldBe(Number.NEGATIVE_INFINITY, -Infinity);
var descriptor = Object.getOwnPropertyDescriptor(Number, "MAX_VALUE");
shouldBe(descriptor.writable || descriptor.enumerable || descriptor.configurable, false);
shouldBe(Number.isInteger(5), true);
shouldBe(Number.isInteger(5.5), false);
shouldBe(Number.isInteger("5"), false);
shouldBe(Number.isSafeInteger(2 ** 53), false);
shouldBe(Number.isSafeInteger(-(2 ** 53 - 1)), true);
shouldBe(Number.isNaN("NaN"), false);
shouldBe(Number.isFinite("5"), false);
shouldBe(Number.parseInt, parseInt);
shouldBe(Number.parseFloat, parseFloat);
shouldBe(Number.prototype.valueOf.call(new Number(2)), 2);
shouldThrow(() => Number.prototype.valueOf.call("2"), TypeError);
shouldBe((1234.5).toLocaleString().length > 0, true);
