function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// 23.1.1.1 Array ( ...values ): the one-numeric-argument form makes a length.
shouldBe(Array(3).length, 3);
shouldBe(new Array(3).hasOwnProperty(0), false);
shouldBe(Array(0).length, 0);
shouldBe(new Array(-0).length, 0);
shouldBe(new Array(4294967295).length, 4294967295);
// A bad length is a RangeError.
shouldThrow(() => new Array(-1), RangeError);
shouldThrow(() => new Array(1.5), RangeError);
shouldThrow(() => new Array(4294967296), RangeError);
shouldThrow(() => Array(NaN), RangeError);
// A single non-number is an element.
shouldBe(new Array("3").length, 1);
shouldBe(new Array("3")[0], "3");
shouldBe(Array(null)[0], null);
// Several arguments are the elements.
var a = Array(1, 2, 3);
shouldBe(a.length, 3);
shouldBe(a.join(), "1,2,3");
shouldBe(Array().length, 0);
// Called or constructed, it makes an array.
shouldBe(Array.isArray(Array()), true);
shouldBe(Object.getPrototypeOf(Array(2)), Array.prototype);
// NewTarget's prototype is used (GetPrototypeFromConstructor).
class Sub extends Array {}
var s = new Sub(2);
shouldBe(s.length, 2);
shouldBe(Object.getPrototypeOf(s), Sub.prototype);
shouldBe(Array.isArray(s), true);
function F() {}
F.prototype = null;
var r = Reflect.construct(Array, [1, 2], F);
shouldBe(Object.getPrototypeOf(r), Array.prototype);
// The constructor's shape.
shouldBe(Array.length, 1);
shouldBe(Array.name, "Array");
shouldBe(Array.prototype.constructor, Array);
shouldBe(Array[Symbol.species], Array);
shouldBe(Object.getOwnPropertyDescriptor(Array, Symbol.species).set, undefined);
var d = Object.getOwnPropertyDescriptor(Array, "prototype");
shouldBe(d.writable || d.enumerable || d.configurable, false);
