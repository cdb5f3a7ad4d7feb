// Builtins written in Rust call JavaScript functions (a sort comparator, a replace
// callback, a getter): the common case, a bytecode function whose `this` needs no
// conversion, takes a direct path. These check that every kind of callee and `this`
// still behaves as a call: sloppy and strict `this`, primitives, class constructors,
// argument counts, rest parameters and `arguments`, exceptions, generators, bound
// functions, proxies and runaway recursion.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    try {
        f();
    } catch (e) {
        if (!(e instanceof type))
            throw new Error(message + ": expected " + type.name + " but got " + e);
        return;
    }
    throw new Error(message + ": expected " + type.name + " but nothing was thrown");
}
var global = (function () { return this; })();

// A sloppy comparator that reads `this` sees the global object; a strict one undefined.
var sloppyThis, strictThis;
[2, 1].sort(function (a, b) { sloppyThis = this; return a - b; });
[2, 1].sort(function (a, b) { "use strict"; strictThis = this; return a - b; });
shouldBe(sloppyThis, global, "a sloppy comparator's this");
shouldBe(strictThis, undefined, "a strict comparator's this");

// Getters called with a primitive receiver: a sloppy one sees it wrapped, a strict one as
// it is.
Object.defineProperty(Number.prototype, "sloppyKind", { get: function () { return typeof this; }, configurable: true });
Object.defineProperty(Number.prototype, "strictKind", { get: function () { "use strict"; return typeof this; }, configurable: true });
try {
    for (var i = 0; i < 100; i++) {
        shouldBe(Reflect.get(Number.prototype, "sloppyKind", 5), "object", "a sloppy getter wraps a primitive");
        shouldBe(Reflect.get(Number.prototype, "strictKind", 5), "number", "a strict getter takes it as it is");
        shouldBe((5).sloppyKind, "object");
        shouldBe((5).strictKind, "number");
    }
} finally {
    delete Number.prototype.sloppyKind;
    delete Number.prototype.strictKind;
}

// Argument counts: missing parameters are undefined, extra ones reach rest and
// `arguments`.
var seen = [];
[3, 1, 2].sort(function (a, b, c) { seen.push(c); return a - b; });
shouldBe(seen.every(v => v === undefined), true, "a third parameter is undefined");
var counts = [];
[3, 1, 2].sort(function () { counts.push(arguments.length); return arguments[0] - arguments[1]; });
shouldBe(counts.every(n => n === 2), true, "arguments has the two values");
var rests = [];
[3, 1, 2].sort((...values) => { rests.push(values.length); return values[0] - values[1]; });
shouldBe(rests.every(n => n === 2), true, "a rest parameter gets both");
shouldBe("a-b-c".replace(/-/g, function (match, offset, string, extra) {
    return "[" + match + offset + (string === "a-b-c") + extra + "]";
}), "a[-1trueundefined]b[-3trueundefined]c", "replace passes match, offset and string");

// A class constructor cannot be called, from Rust either.
shouldThrow(() => [2, 1].sort(class { }), TypeError, "a class as a comparator");
shouldThrow(() => "abc".replace("b", class { }), TypeError, "a class as a replacer");

// Exceptions from the callee propagate, and the builtin can be used again.
shouldThrow(() => [3, 2, 1].sort(() => { throw new RangeError("from the comparator"); }), RangeError,
    "a throwing comparator");
shouldBe([3, 2, 1].sort((a, b) => a - b).join(), "1,2,3", "sorting after a throw");

// A generator function called as a replacer returns a generator object.
shouldBe("x".replace("x", function* () { yield 1; }), "[object Generator]");

// Callees that are not plain bytecode functions take the general path.
var bound = function (a, b) { return this.sign * (a - b); }.bind({ sign: -1 });
shouldBe([1, 3, 2].sort(bound).join(), "3,2,1", "a bound comparator");
var viaProxy = new Proxy((a, b) => a - b, { apply(target, thisArg, args) { return -target(...args); } });
shouldBe([1, 3, 2].sort(viaProxy).join(), "3,2,1", "a proxy comparator");
shouldBe([10, 9, 1].sort(Math.max === Math.max ? (a, b) => a - b : null).join(), "1,9,10");

// Recursion through a builtin ends in a RangeError, and the engine goes on.
function recurse(depth) {
    return [2, 1].sort(() => recurse(depth + 1));
}
shouldThrow(() => recurse(0), RangeError, "unbounded recursion through sort");
shouldBe([2, 1].sort((a, b) => a - b).join(), "1,2", "sort after the overflow");

// Many calls, so that a trace of the caller (if any) calls through the same path.
var total = 0;
for (var round = 0; round < 300; round++) {
    var sorted = [5, 3, 8, 1, 9, 2].sort(function (a, b) { return a - b; });
    total += sorted[0] + sorted[5];
    total += "aXbXc".replace(/X/g, (m, offset) => String(offset)).length;
}
shouldBe(total, 300 * (1 + 9 + 5));
