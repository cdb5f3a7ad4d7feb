function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Strings are primitives; String objects are distinct wrappers.
var prim = "abc";
var obj = Object(prim);
shouldBe(typeof prim, "string");
shouldBe(typeof obj, "object");
shouldBe(obj === prim, false);
shouldBe(obj.length, 3);
shouldBe(obj[1], "b");
shouldBe(obj instanceof String, true);
shouldBe(Object.prototype.toString.call(obj), "[object String]");
shouldBe(Object(prim) === Object(prim), false);

// Methods called on primitives see a (sloppy: wrapper, strict: primitive) this.
String.prototype.sloppyType = function () { return typeof this; };
String.prototype.strictType = function () { "use strict"; return typeof this; };
shouldBe("x".sloppyType(), "object");
shouldBe("x".strictType(), "string");
delete String.prototype.sloppyType;
delete String.prototype.strictType;

// String() vs Object() on other types.
shouldBe(String(null), "null");
shouldBe(String(undefined), "undefined");
shouldBe(String([1, [2, 3]]), "1,2,3");
shouldBe(String({}), "[object Object]");
shouldBe(String(Symbol("d")), "Symbol(d)");
shouldBe(String(), "");
