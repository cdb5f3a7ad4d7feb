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

// Object.groupBy (ES2024). Node before 21 lacks it; Kestrel must have it.
if (typeof Object.groupBy === "function" || typeof process === "undefined") {
    function iterable(values) {
        return {
            closed: false,
            [Symbol.iterator]: function () {
                var self = this, index = 0;
                return {
                    next: function () { return index < values.length ? { value: values[index++], done: false } : { value: undefined, done: true }; },
                    return: function () { self.closed = true; return {}; },
                };
            },
        };
    }
    var seen = "";
    var groups = Object.groupBy(iterable([1, 2, 3, 4, 5]), function (value, index) {
        seen += value + "@" + index + ";";
        return value % 2 ? "odd" : "even";
    });
    shouldBe(seen, "1@0;2@1;3@2;4@3;5@4;");
    shouldBe(Object.getPrototypeOf(groups), null);
    shouldBe(Object.keys(groups).length, 2);
    shouldBe(Object.keys(groups)[0], "odd");
    shouldBe(groups.odd.length, 3);
    shouldBe(groups.odd[2], 5);
    shouldBe(groups.even[1], 4);
    shouldBe(Object.prototype.toString.call(groups.even), "[object Array]");

    // Keys are property keys: 1 and "1" are the same group.
    var numeric = Object.groupBy(iterable(["a", "b"]), function (value) { return value === "a" ? 1 : "1"; });
    shouldBe(numeric[1].length, 2);

    // Strings are iterable.
    shouldBe(Object.groupBy("aab", function (c) { return c; }).a.length, 2);

    // A callback that throws closes the iterator.
    var closing = iterable([1, 2]);
    shouldThrow(function () { Object.groupBy(closing, function () { throw new RangeError("stop"); }); }, RangeError);
    shouldBe(closing.closed, true);
    // So does a key whose conversion throws.
    var closing2 = iterable([1]);
    shouldThrow(function () { Object.groupBy(closing2, function () { return { toString: function () { throw new URIError("k"); } }; }); }, URIError);
    shouldBe(closing2.closed, true);

    shouldThrow(function () { Object.groupBy(null, function () {}); }, TypeError);
    shouldThrow(function () { Object.groupBy([], null); }, TypeError);
    shouldThrow(function () { Object.groupBy(1, function () {}); }, TypeError);
}
