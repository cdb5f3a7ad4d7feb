function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
function shouldBeArray(actual, expected, message) {
    shouldBe(JSON.stringify(actual), JSON.stringify(expected), message);
}

// %RegExpStringIteratorPrototype% (what matchAll returns).
var iterator = "a1b22".matchAll(/\d+/g);
var proto = Object.getPrototypeOf(iterator);
shouldBe(proto[Symbol.toStringTag], "RegExp String Iterator");
shouldBe(Object.getPrototypeOf(proto), Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
shouldBe(typeof proto.next, "function");
shouldBe(proto.next.length, 0);
var first = iterator.next();
shouldBe(first.done, false);
shouldBe(first.value[0], "1");
shouldBe(first.value.index, 1);
shouldBe(iterator.next().value[0], "22");
shouldBeArray(iterator.next(), { done: true });
shouldBe(iterator.next().done, true);
// The matcher is a copy made by the species constructor with the flags; lastIndex is copied.
var re = /./g;
re.lastIndex = 2;
var rest = [..."abcd".matchAll(re)].map((m) => m[0]);
shouldBeArray(rest, ["c", "d"]);
shouldBe(re.lastIndex, 2);
// Non-global RegExps (through Symbol.matchAll directly) yield one match.
var once = [...RegExp.prototype[Symbol.matchAll].call(/./, "abc")];
shouldBe(once.length, 1);
// String.prototype.matchAll insists on the g flag for RegExps.
shouldThrow(() => "a".matchAll(/a/), TypeError);
// Empty matches advance.
shouldBe([..."abc".matchAll(/(?:)/g)].length, 4);
// next on something else is a TypeError.
shouldThrow(() => proto.next.call({}), TypeError);
shouldThrow(() => proto.next.call([][Symbol.iterator]()), TypeError);
// An exec that throws ends the iteration.
var throwing = /a/g;
var count = 0;
class Thrower extends RegExp {
    exec(s) { if (++count === 2) throw new RangeError("boom"); return super.exec(s); }
}
var it = new Thrower("a", "g")[Symbol.matchAll]("aaa");
shouldBe(it.next().done, false);
shouldThrow(() => it.next(), RangeError);
shouldBe(it.next().done, true);
// A next that calls next again while running is a TypeError.
var reentrant;
class Reentrant extends RegExp {
    exec(s) { shouldThrow(() => reentrant.next(), TypeError); return null; }
}
reentrant = new Reentrant("a", "g")[Symbol.matchAll]("a");
shouldBe(reentrant.next().done, true);
