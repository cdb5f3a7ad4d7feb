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

// RegExp.prototype[Symbol.match] and [Symbol.search].
shouldBe("abc".match(/b/).index, 1);
shouldBeArray("a1b22c333".match(/\d+/g), ["1", "22", "333"]);
shouldBe("abc".match(/x/g), null);
shouldBeArray("abc".match(/(?:)/g), ["", "", "", ""]);
shouldBeArray("\u{1F600}".match(/(?:)/gu), ["", ""]);
var g = /a/g;
g.lastIndex = 3;
shouldBeArray("aaa".match(g), ["a", "a", "a"]);
shouldBe(g.lastIndex, 0);
// match reads flags (not the global getter directly).
var reads = [];
var spy = /a/g;
Object.defineProperty(spy, "flags", { get() { reads.push("flags"); return "g"; } });
shouldBeArray("aa".match(spy), ["a", "a"]);
shouldBe(reads.join(), "flags");
// search keeps lastIndex as it was.
var s = /b/g;
s.lastIndex = 2;
shouldBe("abc".search(s), 1);
shouldBe(s.lastIndex, 2);
shouldBe("abc".search(/z/), -1);
shouldBe("abc".search(), 0);
// Symbol methods require an object receiver.
for (var symbol of [Symbol.match, Symbol.matchAll, Symbol.replace, Symbol.search, Symbol.split])
    shouldThrow(() => RegExp.prototype[symbol].call("x", "x"), TypeError);
// They work on any object with an exec.
var fake = { exec() { return { index: 7 }; }, lastIndex: 0 };
shouldBe(RegExp.prototype[Symbol.search].call(fake, "x"), 7);
// String methods hand RegExp-like objects to their Symbol methods...
var custom = { [Symbol.match]() { return "matched"; }, [Symbol.search]() { return "searched"; } };
shouldBe("x".match(custom), "matched");
shouldBe("x".search(custom), "searched");
// ...but do not look the methods up on primitives.
Object.defineProperty(String.prototype, Symbol.split, { get() { throw new Error("looked up"); }, configurable: true });
shouldBeArray("a,b".split(","), ["a", "b"]);
delete String.prototype[Symbol.split];
// A string pattern is made into a RegExp.
shouldBe("a.c".search("."), 0);
shouldBe("abc".match("b.").index, 1);
shouldBe([..."a1b2".matchAll("\\d")].length, 2);
shouldThrow(() => "a".match("("), SyntaxError);
