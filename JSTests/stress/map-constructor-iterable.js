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

// new Map(iterable) takes entries from any iterable, through Map.prototype.set.
shouldBe(new Map().size, 0);
shouldBe(new Map(undefined).size, 0);
shouldBe(new Map(null).size, 0);
var m = new Map([[1, "a"], [2, "b"], [1, "c"]]);
shouldBe(m.size, 2);
shouldBe(m.get(1), "c");
function* entries() { yield ["x", 1]; yield { 0: "y", 1: 2, length: 0 }; yield new String("zw"); }
m = new Map(entries());
shouldBe(m.get("x"), 1);
shouldBe(m.get("y"), 2);
shouldBe(m.get("z"), "w", "a String object entry gives its characters");
m = new Map([[]]);
shouldBe(m.has(undefined), true);
shouldBe(m.get(undefined), undefined);

// Without new it is a TypeError; a non-iterable is a TypeError.
shouldThrow(function () { Map(); }, TypeError, "call");
shouldThrow(function () { new Map(1); }, TypeError, "number");
shouldThrow(function () { new Map({}); }, TypeError, "object");

// An entry that is not an object closes the iterator and throws a TypeError.
var closed = 0;
function iterableOf(values) {
    return {
        [Symbol.iterator]() {
            var i = 0;
            return {
                next() { return i < values.length ? { value: values[i++], done: false } : { value: undefined, done: true }; },
                return() { closed++; return {}; },
            };
        },
    };
}
shouldThrow(function () { new Map(iterableOf([[1, 1], 5])); }, TypeError, "primitive entry");
shouldBe(closed, 1);

// A throwing getter of "0" or "1", or a throwing set, closes the iterator; the error
// is the original one even if return() throws.
var hostile = { get 0() { throw new RangeError("key"); } };
shouldThrow(function () { new Map(iterableOf([hostile])); }, RangeError, "key getter");
shouldBe(closed, 2);
var hostileValue = { 0: "k", get 1() { throw new SyntaxError("value"); } };
shouldThrow(function () { new Map(iterableOf([hostileValue])); }, SyntaxError, "value getter");
shouldBe(closed, 3);
var throwingReturn = {
    [Symbol.iterator]() {
        return { next() { return { value: 7, done: false }; }, return() { throw new EvalError("ignored"); } };
    },
};
shouldThrow(function () { new Map(throwingReturn); }, TypeError, "the TypeError wins over return()'s");

// next() throwing, or a result that is not an object, does not call return().
closed = 0;
var badNext = { [Symbol.iterator]() { return { next() { throw new URIError("next"); }, return() { closed++; } }; } };
shouldThrow(function () { new Map(badNext); }, URIError, "next throws");
var badResult = { [Symbol.iterator]() { return { next() { return 42; }, return() { closed++; } }; } };
shouldThrow(function () { new Map(badResult); }, TypeError, "non-object result");
shouldBe(closed, 0);

// The constructor calls the current Map.prototype.set, looked up once, and requires it
// to be callable even for an empty iterable; it is not looked up without an iterable.
var original = Map.prototype.set;
var calls = [];
var lookups = 0;
Object.defineProperty(Map.prototype, "set", {
    get() { lookups++; return function (k, v) { calls.push(k + "=" + v); return original.call(this, k, v); }; },
    configurable: true,
});
m = new Map([["a", 1], ["b", 2]]);
shouldBe(calls.join(), "a=1,b=2");
shouldBe(lookups, 1);
new Map();
shouldBe(lookups, 1);
Object.defineProperty(Map.prototype, "set", { value: 42, writable: true, configurable: true });
shouldThrow(function () { new Map([]); }, TypeError, "set not callable");
shouldBe(new Map().size, 0, "no iterable: set is not needed");
Map.prototype.set = original;

// A set that throws closes the iterator.
closed = 0;
class Failing extends Map { set() { throw new RangeError("set"); } }
shouldThrow(function () { new Failing(iterableOf([[1, 1]])); }, RangeError, "throwing set");
shouldBe(closed, 1);

// The iterable is read while the map is already there: a getter that mutates the map
// being built sees it.
var self;
class Spy extends Map { set(k, v) { self = this; return super.set(k, v); } }
var mutating = [[1, 1], { get 0() { self.clear(); return 2; }, 1: 2 }];
m = new Spy(mutating);
shouldBe(m.size, 1);
shouldBe(m.get(2), 2);
shouldBe(m.has(1), false);

// The prototype comes from new.target.
function F() {}
F.prototype = Object.create(Map.prototype);
m = Reflect.construct(Map, [[[1, 2]]], F);
shouldBe(Object.getPrototypeOf(m), F.prototype);
shouldBe(m.get(1), 2);
var noPrototype = function () {}.bind();
Object.defineProperty(noPrototype, "prototype", { value: 1 });
shouldBe(Object.getPrototypeOf(Reflect.construct(Map, [], noPrototype)), Map.prototype);
