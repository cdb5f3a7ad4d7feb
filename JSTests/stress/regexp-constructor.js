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

// 22.2.4.1 RegExp ( pattern, flags ): strings, RegExps, regexp-likes and new.target.
var re = new RegExp("a+b", "gi");
shouldBe(re.source, "a+b");
shouldBe(re.flags, "gi");
shouldBe(re.lastIndex, 0);
shouldBe(Object.getPrototypeOf(re), RegExp.prototype);
shouldBe(new RegExp().source, "(?:)");
shouldBe(new RegExp(undefined, undefined).flags, "");
shouldBe(RegExp("x", "y").sticky, true);
// Called without new on a RegExp with no flags: the same object, when its constructor is RegExp.
var literal = /abc/m;
shouldBe(RegExp(literal), literal);
shouldBe(RegExp(literal, "g") === literal, false);
literal.constructor = function () {};
shouldBe(RegExp(literal) === literal, false);
// From another RegExp: its source, and its flags unless new ones are given.
var copy = new RegExp(/x\/y/gi);
shouldBe(copy.source, "x\\/y");
shouldBe(copy.flags, "gi");
shouldBe(new RegExp(/x/gi, "m").flags, "m");
// A regexp-like object (IsRegExp through Symbol.match) supplies source and flags by Get.
var log = [];
var like = {
    [Symbol.match]: true,
    get source() { log.push("source"); return "q+"; },
    get flags() { log.push("flags"); return "g"; },
    constructor: RegExp,
};
var fromLike = new RegExp(like);
shouldBe(log.join(), "source,flags");
shouldBe(fromLike.source, "q+");
shouldBe(fromLike.global, true);
shouldBe(RegExp(like), like);
// A RegExp whose Symbol.match is falsy is still a RegExp (it has [[RegExpMatcher]]).
var plain = /p/;
plain[Symbol.match] = false;
shouldBe(new RegExp(plain).source, "p");
// ToString of pattern before flags, both before the flags are checked.
log = [];
new RegExp({ toString() { log.push("p"); return "a"; } }, { toString() { log.push("f"); return "g"; } });
shouldBe(log.join(), "p,f");
// Bad flags and bad patterns are SyntaxErrors.
for (var flags of ["gg", "x", "uv", "G", "iii"])
    shouldThrow(() => new RegExp("a", flags), SyntaxError);
for (var pattern of ["(", "a{2,1}", "[b-a]", "(?<n>a)(?<n>b)", "\\k<nope>(?<x>.)"])
    shouldThrow(() => new RegExp(pattern), SyntaxError);
shouldThrow(() => new RegExp("\\p{Nope}", "u"), SyntaxError);
shouldThrow(() => new RegExp("{", "u"), SyntaxError);
shouldBe(new RegExp("{").test("{"), true);
// new.target decides the prototype; subclasses work.
class MyRegExp extends RegExp {}
var mine = new MyRegExp("z", "g");
shouldBe(mine instanceof MyRegExp, true);
shouldBe(mine.test("xz"), true);
function F() {}
F.prototype = Object.create(RegExp.prototype);
shouldBe(Object.getPrototypeOf(Reflect.construct(RegExp, ["a"], F)), F.prototype);
// RegExp[Symbol.species] is a getter returning this.
var speciesGetter = Object.getOwnPropertyDescriptor(RegExp, Symbol.species).get;
shouldBe(speciesGetter.call(42), 42);
shouldBe(RegExp[Symbol.species], RegExp);
shouldBe(RegExp.length, 2);
shouldBe(RegExp.prototype.constructor, RegExp);
// source escapes what would end or break a literal.
shouldBe(new RegExp("/").source, "\\/");
shouldBe(new RegExp("[/]").source, "[/]");
shouldBe(new RegExp("\n").source, "\\n");
shouldBe(new RegExp("a\u2028b").source, "a\\u2028b");
shouldBe(String(new RegExp("a/b", "g")), "/a\\/b/g");
shouldBe(eval("/" + new RegExp("a/\nb").source + "/").test("a/\nb"), true);
