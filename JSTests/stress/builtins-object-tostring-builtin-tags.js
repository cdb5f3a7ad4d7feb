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

var toString = Object.prototype.toString;
shouldBe(toString.call(undefined), "[object Undefined]");
shouldBe(toString.call(null), "[object Null]");
shouldBe(toString.call([]), "[object Array]");
shouldBe(toString.call(function () {}), "[object Function]");
shouldBe(toString.call(function () {}.bind()), "[object Function]");
shouldBe(toString.call(class {}), "[object Function]");
shouldBe(toString.call(Object.keys), "[object Function]");
shouldBe(toString.call(new Error()), "[object Error]");
shouldBe(toString.call(new SyntaxError()), "[object Error]");
shouldBe(toString.call(new AggregateError([])), "[object Error]");
shouldBe(toString.call(true), "[object Boolean]");
shouldBe(toString.call(new Boolean(false)), "[object Boolean]");
shouldBe(toString.call(1), "[object Number]");
shouldBe(toString.call(""), "[object String]");
shouldBe(toString.call(Symbol()), "[object Symbol]");
shouldBe(toString.call(Reflect), "[object Reflect]");
shouldBe(toString.call((function () { return arguments; })()), "[object Arguments]");
shouldBe(toString.call((function () { "use strict"; return arguments; })()), "[object Arguments]");
shouldBe(toString.call(Object.create(null)), "[object Object]");

// An error-looking object is not an Error; a subclass instance is.
shouldBe(toString.call(Object.create(Error.prototype)), "[object Object]");
class MyError extends TypeError {}
shouldBe(toString.call(new MyError()), "[object Error]");

// @@toStringTag: read with [[Get]] (getters see the object), used only when a String.
var seen;
var tagged = { get [Symbol.toStringTag]() { seen = this; return "Tagged"; } };
shouldBe(toString.call(tagged), "[object Tagged]");
shouldBe(seen, tagged);
shouldBe(toString.call({ [Symbol.toStringTag]: 1 }), "[object Object]");
shouldBe(toString.call({ [Symbol.toStringTag]: Object("boxed") }), "[object Object]");
var array = [];
array[Symbol.toStringTag] = "Custom";
shouldBe(toString.call(array), "[object Custom]");
// Primitives are converted to objects first; their prototype's tag applies.
Boolean.prototype[Symbol.toStringTag] = "Bool";
shouldBe(toString.call(true), "[object Bool]");
delete Boolean.prototype[Symbol.toStringTag];
// A throwing tag getter propagates.
shouldThrow(function () { toString.call({ get [Symbol.toStringTag]() { throw new RangeError(); } }); }, RangeError);
// The tag may hold any code unit.
shouldBe(toString.call({ [Symbol.toStringTag]: "\u00e9\u4e2d" }), "[object \u00e9\u4e2d]");
