function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, errorType, message) {
    try { fn(); } catch (e) {
        if (!(e instanceof errorType)) throw new Error((message || "") + ": expected " + errorType.name + " but got " + e);
        return e;
    }
    throw new Error((message || "") + ": expected " + errorType.name + " but nothing was thrown");
}

// new Set(iterable) adds every value through Set.prototype.add.
shouldBe(new Set("hello").size, 4);
shouldBe([...new Set("hello")].join(""), "helo");
function* values() { yield 1; yield 2; yield 1; }
shouldBe(new Set(values()).size, 2);
shouldBe(new Set(null).size, 0);
shouldThrow(function () { Set([]); }, TypeError, "without new");
shouldThrow(function () { new Set(3); }, TypeError, "not iterable");
shouldThrow(function () { new Set({ [Symbol.iterator]: 1 }); }, TypeError, "@@iterator not callable");

// add throwing closes the iterator; next throwing does not.
var closed = 0;
function iterable(next) {
    return { [Symbol.iterator]() { return { next: next, return() { closed++; return {}; } }; } };
}
class Failing extends Set { add() { throw new RangeError("add"); } }
shouldThrow(function () { new Failing(iterable(function () { return { value: 1, done: false }; })); }, RangeError, "add throws");
shouldBe(closed, 1);
shouldThrow(function () { new Set(iterable(function () { throw new SyntaxError("next"); })); }, SyntaxError, "next throws");
shouldBe(closed, 1);
var doneGetter = iterable(function () { return { get done() { throw new EvalError("done"); } }; });
shouldThrow(function () { new Set(doneGetter); }, EvalError, "done getter throws");
shouldBe(closed, 1);

// add is looked up once on the new set, and must be callable.
var original = Set.prototype.add;
var added = [];
Set.prototype.add = function (v) { added.push(v); return original.call(this, v); };
new Set([3, 4]);
shouldBe(added.join(), "3,4");
Set.prototype.add = "not callable";
shouldThrow(function () { new Set([]); }, TypeError, "add not callable");
shouldBe(new Set().size, 0);
Set.prototype.add = original;

// An add that mutates the set being built.
class Twice extends Set { add(v) { super.add(v); return super.add(v + "!"); } }
shouldBe([...new Twice(["a", "b"])].join(), "a,a!,b,b!");
