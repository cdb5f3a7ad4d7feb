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

// The u and v flags: code points, property escapes, case folding, and AdvanceStringIndex.
shouldBe(/^.$/u.test("\u{1F600}"), true);
shouldBe(/^.$/.test("\u{1F600}"), false);
shouldBe(/^..$/.test("\u{1F600}"), true);
shouldBe(/\u{1F600}/u.test("x\u{1F600}"), true);
shouldBe(/[\u{1F600}-\u{1F64F}]/u.test("\u{1F610}"), true);
// A lone surrogate in the input is one character either way.
shouldBe(/^.$/u.test("\uD800"), true);
shouldBe(/\uDC00/u.test("\uD800\uDC00"), false);
shouldBe(/\uDC00/.test("\uD800\uDC00"), true);
// Property escapes and sets.
shouldBe(/^\p{Lu}+$/u.test("ÀB"), true);
shouldBe(/\p{Script=Greek}/u.test("λ"), true);
shouldBe(/^[\p{L}--[a-z]]+$/v.test("ABC"), true);
shouldBe(/^[\p{L}--[a-z]]+$/v.test("aBC"), false);
shouldBe(/^[\w&&\d]+$/v.test("123"), true);
shouldBe(/^\p{RGI_Emoji}$/v.test("\u{1F600}"), true);
shouldBe(/[\q{abc|d}]/v.exec("xabc")[0], "abc");
shouldBe(new RegExp("a", "v").unicodeSets, true);
shouldBe(new RegExp("a", "v").unicode, false);
// Case folding: simple folding with u, toUpperCase without.
shouldBe(/\u212A/i.test("k"), false);
shouldBe(/\u212A/iu.test("k"), true);
shouldBe(/ß/i.test("ẞ"), false);
shouldBe(/[a-z]/i.test("Q"), true);
// Global empty matches step over whole surrogate pairs in u mode only.
shouldBe("\u{1F600}".replace(/(?:)/gu, "-"), "-\u{1F600}-");
shouldBe("\u{1F600}".replace(/(?:)/g, "-").length, 5);
shouldBe("\u{1F600}x".split(/(?:)/u).length, 2);
shouldBe("\u{1F600}x".split(/(?:)/).length, 3);
shouldBe([..."a\u{1F600}".matchAll(/(?:)/gu)].length, 3);
// Syntax that only u mode rejects.
shouldBe(/\-/.test("-"), true);
shouldThrow(() => new RegExp("\\-", "u"), SyntaxError);
shouldBe(/a{/.test("a{"), true);
shouldBe(/\1(a)/.exec("a")[0], "a");
shouldBe(/[\d-a]/.test("-"), true);
// Without u, a group name is still read as code points: a surrogate pair, written or
// escaped, is one identifier character.
shouldBe(/(?<\ud835\udcd1>b)\k<\ud835\udcd1>/.exec("abb").groups["\u{1d4d1}"], "b");
shouldBe(/(?<𝓑x>c)/.exec("c").groups["𝓑x"], "c");
shouldBe(/[(?<\ud835]/.test("<"), true);
