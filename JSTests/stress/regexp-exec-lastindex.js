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

// 22.2.7.2 RegExpBuiltinExec: how lastIndex is read, used and written.
var re = /a/g;
var d = Object.getOwnPropertyDescriptor(re, "lastIndex");
shouldBe(d.writable, true);
shouldBe(d.enumerable, false);
shouldBe(d.configurable, false);
shouldBe(Object.getOwnPropertyNames(re).join(), "lastIndex");
// Global: search from lastIndex, then store the end.
re.lastIndex = 1;
shouldBe(re.exec("aba").index, 2);
shouldBe(re.lastIndex, 3);
shouldBe(re.exec("aba"), null);
shouldBe(re.lastIndex, 0);
// Sticky: only at lastIndex; a failure resets it.
var sticky = /b/y;
sticky.lastIndex = 0;
shouldBe(sticky.exec("ab"), null);
shouldBe(sticky.lastIndex, 0);
sticky.lastIndex = 1;
shouldBe(sticky.exec("ab").index, 1);
shouldBe(sticky.lastIndex, 2);
// Sticky with lookbehind, \b and ^ (which look left of lastIndex).
var behind = /(?<=a)b/y;
behind.lastIndex = 1;
shouldBe(behind.test("ab"), true);
var boundary = /\bb/y;
boundary.lastIndex = 1;
shouldBe(boundary.test("ab"), false);
var caret = /^b/y;
caret.lastIndex = 1;
shouldBe(caret.test("ab"), false);
var caretMultiline = /^b/my;
caretMultiline.lastIndex = 2;
shouldBe(caretMultiline.test("a\nb"), true);
// Neither global nor sticky: lastIndex is read (ToLength) but ignored and not written.
var plain = /a/;
var reads = 0;
plain.lastIndex = { valueOf() { reads++; return 5; } };
shouldBe(plain.exec("a").index, 0);
shouldBe(reads, 1);
shouldBe(typeof plain.lastIndex, "object");
// ToLength: negative, fractional, NaN, huge.
var g = /./g;
g.lastIndex = -5;
shouldBe(g.exec("xy").index, 0);
g.lastIndex = 1.9;
shouldBe(g.exec("xy").index, 1);
g.lastIndex = NaN;
shouldBe(g.exec("xy").index, 0);
g.lastIndex = 2 ** 53 - 1;
shouldBe(g.exec("xy"), null);
shouldBe(g.lastIndex, 0);
g.lastIndex = Infinity;
shouldBe(g.exec("xy"), null);
shouldBe(g.lastIndex, 0);
g.lastIndex = 2;
shouldBe(g.exec("xy"), null);
// An empty match at the end is still a match.
var empty = /$/g;
empty.lastIndex = 2;
shouldBe(empty.exec("xy").index, 2);
// lastIndex is read before the flags: a valueOf that recompiles the RegExp is seen.
var victim = /a/g;
victim.lastIndex = { valueOf() { victim.compile("b", "y"); return 1; } };
var result = victim.exec("ab");
shouldBe(result[0], "b");
shouldBe(result.index, 1);
shouldBe(victim.lastIndex, 2);
// Writing lastIndex of a frozen RegExp throws, after the match.
var frozen = Object.freeze(/a/g);
shouldThrow(() => frozen.exec("a"), TypeError);
shouldThrow(() => frozen.exec("b"), TypeError);
var frozenPlain = Object.freeze(/a/);
shouldBe(frozenPlain.exec("a")[0], "a");
// exec requires a RegExp receiver; test accepts any object with exec.
shouldThrow(() => RegExp.prototype.exec.call({}, "a"), TypeError);
shouldBe(RegExp.prototype.test.call({ exec() { return {}; } }, "a"), true);
shouldThrow(() => RegExp.prototype.test.call({ exec() { return 1; } }, "a"), TypeError);
shouldThrow(() => RegExp.prototype.test.call(1, "a"), TypeError);
// exec converts its argument with ToString; undefined is "undefined".
shouldBe(/undefined/.test(), true);
shouldBe(/1,2/.exec([1, 2])[0], "1,2");
