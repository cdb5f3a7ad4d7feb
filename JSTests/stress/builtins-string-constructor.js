function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// The String constructor, String.fromCharCode, String.fromCodePoint and String.raw.
shouldBe(String(), "");
shouldBe(String(Symbol("desc")), "Symbol(desc)");
shouldBe(String(Symbol()), "Symbol()");
shouldThrow(() => new String(Symbol()), TypeError);
shouldThrow(() => "" + Symbol(), TypeError);
var wrapper = new String("ab");
shouldBe(typeof wrapper, "object");
shouldBe(wrapper.length, 2);
shouldBe(wrapper[1], "b");
shouldBe(Object.getPrototypeOf(wrapper), String.prototype);
class Sub extends String { twice() { return this + this; } }
shouldBe(new Sub("x").twice(), "xx");
shouldBe(new Sub("x") instanceof Sub, true);
shouldBe(String.fromCharCode(0x10041, -1 >>> 16, 66.9).length, 3);
shouldBe(String.fromCharCode(0x10041), "A");
shouldBe(String.fromCodePoint(0x1F600), "\uD83D\uDE00");
shouldBe(String.fromCodePoint("65", 66), "AB");
shouldThrow(() => String.fromCodePoint(0x110000), RangeError);
shouldThrow(() => String.fromCodePoint(-1), RangeError);
shouldThrow(() => String.fromCodePoint(1.5), RangeError);
shouldThrow(() => String.fromCodePoint(NaN), RangeError);
shouldBe(String.raw`a\n${1}b`, "a\\n1b");
shouldBe(String.raw({ raw: ["x", "y", "z"] }, 1), "x1yz");
shouldBe(String.raw({ raw: "abc" }, "-", "+", "!"), "a-b+c");
shouldBe(String.raw({ raw: { length: 0 } }, 1), "");
shouldThrow(() => String.raw({}), TypeError);
shouldBe(String.prototype.toString.call(wrapper), "ab");
shouldThrow(() => String.prototype.toString.call({}), TypeError);
shouldThrow(() => String.prototype.valueOf.call(1), TypeError);
shouldBe(String.length, 1);
shouldBe(String.fromCharCode.length, 1);
shouldBe(String.raw.length, 1);
