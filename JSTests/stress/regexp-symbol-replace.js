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

// RegExp.prototype[Symbol.replace] and GetSubstitution.
shouldBe("john smith".replace(/(\w+)\s(\w+)/, "$2, $1"), "smith, john");
shouldBe("abc".replace(/b/, "[$&|$`|$'|$$]"), "a[b|a|c|$]c");
shouldBe("abc".replace(/(b)/, "$0$1$2$01$10"), "a$0b$2bb0c");
shouldBe("abcdefghijkl".replace(/(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)/, "$11-$10-$1$"), "k-j-a$l");
shouldBe("ab".replace(/(?<x>a)/, "[$<x>][$<y>][$<x]"), "[a][][$<x]b");
shouldBe("ab".replace(/(a)/, "[$<x>]"), "[$<x>]b");
shouldBe("aaa".replace(/a/g, "b"), "bbb");
shouldBe("aaa".replace(/a/, "b"), "baa");
shouldBe("abc".replace(/x*/g, "-"), "-a-b-c-");
shouldBe("AbC".replace(/[a-z]/gi, (m) => m.toLowerCase()), "abc");
// The replacer gets the match, the captures, the position, the string and the groups.
var calls = [];
"x1y22".replace(/(?<d>\d+)/g, function () { calls.push(JSON.stringify([...arguments])); return "#"; });
shouldBe(calls.join("|"), '["1","1",1,"x1y22",{"d":"1"}]|["22","22",3,"x1y22",{"d":"22"}]');
calls = [];
"ab".replace(/(a)(z)?/, function () { calls.push(arguments.length, arguments[2]); return ""; });
shouldBe(calls.join(), "5,");
// Replacement functions run after all matching; they see the final lastIndex.
var re = /a/g;
var seen = [];
"aaa".replace(re, () => { seen.push(re.lastIndex); return "b"; });
shouldBe(seen.join(), "0,0,0");
// A sticky global RegExp replaces only consecutive matches from the start.
shouldBe("aaba".replace(/a/gy, "x"), "xxba");
// A custom exec is called through the generic algorithm, and its results are read by Get.
var fake = /./g;
var results = [{ 0: "zz", index: 1, length: 1 }, null];
fake.exec = function () { return results.shift(); };
shouldBe("abcd".replace(fake, "Q"), "aQd");
// Results out of order: a later match before the end of an earlier one is skipped.
var backwards = /./g;
var list = [{ 0: "c", index: 2, length: 1 }, { 0: "a", index: 0, length: 1 }, null];
backwards.exec = function () { return list.shift(); };
shouldBe("abc".replace(backwards, "X"), "abX");
// The flags getter is read once; a throwing one propagates.
var flagsRe = /a/g;
Object.defineProperty(flagsRe, "flags", { get() { throw new RangeError("no flags"); } });
shouldThrow(() => "a".replace(flagsRe, "b"), RangeError);
// exec returning a primitive is a TypeError.
var bad = /a/;
bad.exec = () => 42;
shouldThrow(() => "a".replace(bad, "b"), TypeError);
// ToString(replaceValue) happens before matching.
var order = [];
var spy = /a/g;
spy.exec = function () { order.push("exec"); return null; };
"a".replace(spy, { toString() { order.push("toString"); return ""; } });
shouldBe(order.join(), "toString,exec");
// replaceAll with a RegExp needs the g flag.
shouldThrow(() => "a".replaceAll(/a/, "b"), TypeError);
shouldBe("aXa".replaceAll(/a/g, "$&$&"), "aaXaa");
