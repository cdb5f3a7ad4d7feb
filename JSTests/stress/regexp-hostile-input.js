//@ gcStressEvery(500)
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

// Hostile receivers and arguments end as JavaScript errors or the specification's answer.
// A flags getter that throws.
var re = /a/g;
Object.defineProperty(re, "flags", { get() { throw new SyntaxError("flags"); } });
for (var method of ["match", "matchAll", "replace", "split"])
    shouldThrow(() => re[Symbol[method]]("a", "b"), SyntaxError);
shouldThrow(() => RegExp.prototype.toString.call(re), SyntaxError);
// Flag getters on non-RegExp receivers.
shouldThrow(() => Object.getOwnPropertyDescriptor(RegExp.prototype, "global").get.call({}), TypeError);
shouldBe(Object.getOwnPropertyDescriptor(RegExp.prototype, "global").get.call(RegExp.prototype), undefined);
shouldBe(RegExp.prototype.source, "(?:)");
shouldBe(RegExp.prototype.flags, "");
shouldBe(RegExp.prototype.toString(), "/(?:)/");
shouldThrow(() => Object.getOwnPropertyDescriptor(RegExp.prototype, "flags").get.call(1), TypeError);
// flags is generic: it asks each getter in order.
var order = [];
var fake = {};
for (var name of ["hasIndices", "global", "ignoreCase", "multiline", "dotAll", "unicode", "unicodeSets", "sticky"])
    Object.defineProperty(fake, name, { get: ((n) => () => { order.push(n); return true; })(name) });
shouldBe(Object.getOwnPropertyDescriptor(RegExp.prototype, "flags").get.call(fake), "dgimsuvy");
shouldBe(order.join(), "hasIndices,global,ignoreCase,multiline,dotAll,unicode,unicodeSets,sticky");
// A lastIndex whose valueOf throws, or mutates the RegExp.
var throwing = /a/g;
throwing.lastIndex = { valueOf() { throw new URIError("lastIndex"); } };
shouldThrow(() => throwing.exec("a"), URIError);
var mutating = /a/g;
mutating.lastIndex = { valueOf() { mutating.lastIndex = 7; return 0; } };
shouldBe(mutating.exec("aa").index, 0);
shouldBe(mutating.lastIndex, 1);
// Symbol.replace on an exec whose results lie about their length and index.
var liar = /./g;
var answers = [{ length: 2 ** 53 - 1, 0: "a", index: -Infinity, get 1() { return "one"; }, get 2() { throw new EvalError("capture 2"); } }];
liar.exec = () => answers.shift() || null;
shouldThrow(() => "abc".replace(liar, "$1"), EvalError);
var huge = /./;
huge.exec = () => ({ length: 1, 0: "b", index: 2 ** 53 - 1 });
shouldBe("abc".replace(huge, "X"), "abcX");
// A replacement that would make a 1 GB string is a RangeError.
var big = "x".repeat(1 << 15);
shouldThrow(() => big.replace(/x/g, big), RangeError);
shouldThrow(() => "ab".replace(/a/, "$`".repeat(1 << 29) + "x".repeat(1 << 20)), RangeError);
// A long input works (and is not copied per match).
var long = "ab".repeat(1 << 17);
shouldBe(long.replace(/a/g, "").length, 1 << 17);
shouldBe(long.match(/b/g).length, 1 << 17);
shouldBe(/(b)$/.exec(long).index, (1 << 18) - 1);
// compile() on a frozen RegExp: lastIndex cannot be reset.
var frozen = Object.freeze(/a/);
shouldThrow(() => frozen.compile("b"), TypeError);
// A subclass exec that returns a non-object, non-null value.
class Weird extends RegExp { exec() { return "nope"; } }
shouldThrow(() => new Weird("a").test("a"), TypeError);
shouldThrow(() => "a".match(new Weird("a")), TypeError);
// RegExp.prototype methods on the wrong receivers.
shouldThrow(() => RegExp.prototype.compile.call({}), TypeError);
shouldThrow(() => /a/.compile(/b/, "g"), TypeError);
