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

function iterable(values) {
    return {
        closed: 0,
        [Symbol.iterator]: function () {
            var self = this, index = 0;
            return {
                next: function () { return index < values.length ? { value: values[index++], done: false } : { value: undefined, done: true }; },
                return: function () { self.closed++; return {}; },
            };
        },
    };
}

var object = Object.fromEntries(iterable([["a", 1], ["b", 2], ["a", 3]]));
shouldBe(Object.getPrototypeOf(object), Object.prototype);
shouldBe(Object.keys(object).length, 2);
shouldBe(object.a, 3);
var d = Object.getOwnPropertyDescriptor(object, "b");
shouldBe(d.writable && d.enumerable && d.configurable, true);

// Entries are read with "0" and "1"; any object is an entry.
var fromArrayLike = Object.fromEntries(iterable([{ 0: "k", 1: "v" }]));
shouldBe(fromArrayLike.k, "v");

// A non-object entry closes the iterator with a TypeError.
var bad = iterable([["ok", 1], 5]);
shouldThrow(function () { Object.fromEntries(bad); }, TypeError);
shouldBe(bad.closed, 1);

// So does a throwing key conversion or a throwing getter.
var throwingKey = iterable([[{ toString: function () { throw new EvalError("key"); } }, 1]]);
shouldThrow(function () { Object.fromEntries(throwingKey); }, EvalError);
shouldBe(throwingKey.closed, 1);
var throwingGetter = iterable([{ get 0() { throw new URIError("get"); } }]);
shouldThrow(function () { Object.fromEntries(throwingGetter); }, URIError);
shouldBe(throwingGetter.closed, 1);

// An iterator that throws from next is not closed.
var broken = { [Symbol.iterator]: function () { return { next: function () { throw new RangeError("next"); }, return: function () { throw new Error("closed"); } }; } };
shouldThrow(function () { Object.fromEntries(broken); }, RangeError);

shouldThrow(function () { Object.fromEntries(); }, TypeError);
shouldThrow(function () { Object.fromEntries(null); }, TypeError);
shouldThrow(function () { Object.fromEntries({}); }, TypeError);
