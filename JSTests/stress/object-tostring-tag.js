function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Object.prototype.toString uses builtin tags and Symbol.toStringTag.
var toString = Object.prototype.toString;
shouldBe(toString.call({}), "[object Object]");
shouldBe(toString.call([]), "[object Array]");
shouldBe(toString.call(function () {}), "[object Function]");
shouldBe(toString.call(new Error()), "[object Error]");
shouldBe(toString.call(new TypeError()), "[object Error]");
shouldBe(toString.call(true), "[object Boolean]");
shouldBe(toString.call(1), "[object Number]");
shouldBe(toString.call("s"), "[object String]");
shouldBe(toString.call(null), "[object Null]");
shouldBe(toString.call(undefined), "[object Undefined]");
shouldBe(toString.call(/x/), "[object RegExp]");
shouldBe(toString.call(Promise.resolve()), "[object Promise]");
shouldBe(toString.call((function () { return arguments; })()), "[object Arguments]");

// Custom tags.
var tagged = { [Symbol.toStringTag]: "Custom" };
shouldBe(toString.call(tagged), "[object Custom]");
shouldBe(String(tagged), "[object Custom]");
class Tagged { get [Symbol.toStringTag]() { return "FromClass"; } }
shouldBe(toString.call(new Tagged()), "[object FromClass]");

// Non-string tags are ignored.
shouldBe(toString.call({ [Symbol.toStringTag]: 5 }), "[object Object]");

// A tag overrides a builtin one.
var arr = [];
arr[Symbol.toStringTag] = "NotArray";
shouldBe(toString.call(arr), "[object NotArray]");

