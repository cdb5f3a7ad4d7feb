function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
// Runs re.exec(input) and compares the result with an array of expected strings (or null).
function shouldExec(re, input, expected, index) {
    const message = String(re) + ".exec(" + JSON.stringify(input) + ")";
    const result = re.exec(input);
    if (expected === null) {
        shouldBe(result, null, message);
        return;
    }
    if (result === null)
        throw new Error(message + ": expected a match but got null");
    shouldBe(result.length, expected.length, message + ".length");
    for (let i = 0; i < expected.length; i++)
        shouldBe(result[i], expected[i], message + "[" + i + "]");
    if (index !== undefined)
        shouldBe(result.index, index, message + ".index");
}

// Corners of the specification's matcher (22.2.2) and of RegExpBuiltinExec (22.2.7.2)
// where engines have gone wrong.

// The empty check: once the minimum is reached, an iteration that matches the empty
// string fails (the matcher backtracks into it), it does not end the loop.
shouldExec(/(a*)*/, "b", ["", undefined], 0);
shouldExec(/(a*)+/, "b", ["", ""], 0);
shouldExec(/(a|)*b/, "aab", ["aab", "a"], 0);
shouldExec(/(?:a|())*?b/, "ab", ["ab", undefined], 0);
shouldExec(/(?:()|a)*b/, "aab", ["aab", undefined], 0);
shouldExec(/(?:a|())*b/, "aab", ["aab", undefined], 0);
shouldExec(/(?:a|()){2,3}b/, "ab", ["ab", ""], 0);
shouldExec(/(a|){3}b/, "aab", ["aab", ""], 0);
shouldExec(/(a?){3}b/, "ab", ["ab", ""], 0);
shouldExec(/(a*)+?b/, "aab", ["aab", "aa"], 0);
shouldExec(/(?:a*?)*?b/, "ab", ["ab"], 0);

// Captures inside a quantified group are reset at the start of every iteration.
shouldExec(/(z)((a+)?(b+)?(c))*/, "zaacbbbcac", ["zaacbbbcac", "z", "ac", "a", undefined, "c"], 0);
shouldExec(/(aa|aabaac|ba|b|c)*/, "aabaac", ["aaba", "ba"], 0);
shouldExec(/(?:(a)|b)*/, "ab", ["ab", undefined], 0);
shouldExec(/(?:(a)|(b))*/, "ab", ["ab", undefined, "b"], 0);
shouldExec(/(?:(a)|(b))+?c/, "abc", ["abc", undefined, "b"], 0);
shouldExec(/((a)|b)+/, "ab", ["ab", "b", undefined], 0);
shouldExec(/(?:x|(a)){2}/, "ax", ["ax", undefined], 0);
shouldExec(/(?:(a)|b\1)+/, "aba", ["aba", "a"], 0);
shouldExec(/^(?:(a)|b)*\1$/, "aba", null);
shouldExec(/^(?:(a)|b)*\1$/, "abb", ["abb", undefined], 0);

// Back references to groups that did not take part, or that close later, match empty.
shouldExec(/\1(a)/, "aa", ["a", "a"], 0);
shouldExec(/(a)|b/, "b", ["b", undefined], 0);
shouldExec(/(a)|\1b/, "b", ["b", undefined], 0);
shouldExec(/(a*)b\1+/, "baaaac", ["b", ""], 0);
shouldExec(/(a\1)/, "aa", ["a", "a"], 0);
shouldExec(/(a)?(?:b\1)?/, "b", ["b", undefined], 0);
shouldExec(/(a){0}b\1/, "b", ["b", undefined], 0);
shouldExec(/(?!(a))\1b/, "b", ["b", undefined], 0);

// Lookbehind matches right to left: quantifiers are greedy from the right, a back
// reference is to the left of its group, and the last iteration is the leftmost.
shouldExec(/(?<=(\d+)(\d+))$/, "1053", ["", "1", "053"], 4);
shouldExec(/(?<=\1(a))b/, "aab", ["b", "a"], 2);
shouldExec(/(?<=(a)\1)b/, "ab", ["b", "a"], 1);
shouldExec(/(?<=(\w)+)!/, "ab!", ["!", "a"], 2);
shouldExec(/(?<=([abc])+)d/, "abcd", ["d", "a"], 3);
shouldExec(/(?<=(a)|b)c/, "bc", ["c", undefined], 1);
shouldExec(/(?<=\$(\d+)\.)\d+/, "cost $10.53", ["53", "10"], 9);
shouldExec(/(?<=(?<!x)a)b/, "xab", null);
shouldExec(/(?<=(?<!x)a)b/, "yab", ["b"], 2);

// Lookarounds are atomic; negative ones leave their captures undefined; a positive one's
// captures stay set, unless backtracking undoes them.
shouldExec(/(?=(a+))a*b\1/, "baaabac", ["aba", "a"], 3);
shouldExec(/(?=(a+))/, "baaabac", ["", "aaa"], 1);
shouldExec(/(?=(\w+))\1:/, "abc:", ["abc:", "abc"], 0);
shouldExec(/(?=(a))a(?=(b))/, "ab", ["a", "a", "b"], 0);
shouldExec(/(?:(?=(a))a)*b/, "aab", ["aab", "a"], 0);
shouldExec(/(?=(a))?b/, "b", ["b", undefined], 0);
shouldExec(/(?=(a))?a/, "a", ["a", undefined], 0);
shouldExec(/(?<!(a))b/, "cb", ["b", undefined], 1);
shouldExec(/(?<!(\d))\d+/, "a123", ["123", undefined], 1);
shouldExec(/(?!(a))\w/, "b", ["b", undefined], 0);
shouldExec(/(?!(a)b)a(.)/, "ac", ["ac", undefined, "c"], 0);
shouldExec(/(?:(?!(a))b)+/, "bb", ["bb", undefined], 0);
shouldExec(/(.)(?!\1)./, "aab", ["ab", "a"], 1);

// Named groups that did not take part are undefined; groups has no prototype.
const named = /(?<a>x)|(?<b>y)/.exec("y");
shouldBe(named.groups.a, undefined);
shouldBe(named.groups.b, "y");
shouldBe(Object.getPrototypeOf(named.groups), null);
shouldBe(Object.keys(named.groups).join(), "a,b");
shouldBe("y".replace(/(?<a>x)|(?<b>y)/, "[$<a>|$<b>]"), "[|y]");
const indices = /a(?<z>b)?/d.exec("ac");
shouldBe(indices.indices[0].join(), "0,1");
shouldBe(indices.indices[1], undefined);
shouldBe(indices.indices.groups.z, undefined);

// Alternatives and quantifiers at their edges.
shouldExec(/|a/, "a", [""], 0);
shouldExec(/a|/, "b", [""], 0);
shouldExec(/(a){0}b/, "b", ["b", undefined], 0);
shouldExec(/(?:a{2}){2}/, "aaaaa", ["aaaa"], 0);
shouldExec(/a+?/, "aaa", ["a"], 0);
shouldExec(/(a+?)(a*)/, "aaa", ["aaa", "a", "aa"], 0);
shouldExec(/(a+)(a+)/, "aaaa", ["aaaa", "aaa", "a"], 0);
shouldExec(/[]/, "a", null);
shouldExec(/[^]/, "\n", ["\n"], 0);
shouldBe(/\B/.test(""), true);
shouldBe(/\b/.test(""), false);
shouldBe(/^b/m.test("a\u2028b"), true);
shouldBe(/a$/m.test("a\rb"), true);
shouldBe(/./.test("\n"), false);
shouldBe(/./.test("\u2029"), false);
shouldBe(/./.test("\u0085"), true);
shouldBe(/./s.test("\n"), true);

// lastIndex is read with ToLength, even without g or y (which then start at 0 and leave
// it alone).
let reads = 0;
const plain = /a/;
plain.lastIndex = { valueOf() { reads++; return 5; } };
shouldExec(plain, "ba", ["a"], 1);
shouldBe(reads, 1);
shouldBe(typeof plain.lastIndex, "object");
plain.lastIndex = 7;
shouldExec(plain, "b", null);
shouldBe(plain.lastIndex, 7);
const global = /a/g;
global.lastIndex = "1";
shouldExec(global, "aba", ["a"], 2);
shouldBe(global.lastIndex, 3);
global.lastIndex = 1.9;
shouldExec(global, "aa", ["a"], 1);
global.lastIndex = -5;
shouldExec(global, "ba", ["a"], 1);
shouldBe(global.lastIndex, 2);
// Past the end: null and lastIndex 0; at the end, an empty match is still possible.
global.lastIndex = 4;
shouldExec(global, "aaa", null);
shouldBe(global.lastIndex, 0);
const empty = /(?:)/g;
empty.lastIndex = 3;
shouldExec(empty, "aaa", [""], 3);
shouldBe(empty.lastIndex, 3);
empty.lastIndex = 2 ** 53;
shouldExec(empty, "aaa", null);
shouldBe(empty.lastIndex, 0);
// Sticky tries lastIndex only, and sets 0 when it fails; ^ without m still means 0.
const sticky = /a/y;
sticky.lastIndex = 1;
shouldExec(sticky, "ba", ["a"], 1);
shouldBe(sticky.lastIndex, 2);
shouldExec(sticky, "ba", null);
shouldBe(sticky.lastIndex, 0);
shouldExec(sticky, "ba", null);
shouldBe(sticky.lastIndex, 0);
const anchoredSticky = /^a/y;
anchoredSticky.lastIndex = 1;
shouldExec(anchoredSticky, "aa", null);
const multilineSticky = /^a/my;
multilineSticky.lastIndex = 2;
shouldExec(multilineSticky, "b\na", ["a"], 2);
shouldBe("aaba".replace(/a/gy, "-"), "--ba");
shouldBe("baaa".replace(/a/gy, "-"), "baaa");
shouldBe("a,b".split(/,/y).join("|"), "a|b");
shouldBe(/b/y.test("ab"), false);
shouldBe("ab".search(/b/y), -1);
shouldBe("ab".match(/b/y), null);

// After an empty match, replace, match, matchAll and split step one code point under u or
// v and one code unit otherwise.
shouldBe("baaac".replace(/a*/g, "-"), "-b--c-");
shouldBe("baaac".replace(/a*?/g, "-"), "-b-a-a-a-c-");
shouldBe("\u{1F600}".match(/(?:)/gu).length, 2);
shouldBe("\u{1F600}".match(/(?:)/gv).length, 2);
shouldBe("\u{1F600}".match(/(?:)/g).length, 3);
shouldBe("\u{1F600}".replace(/(?:)/gu, "-"), "-\u{1F600}-");
shouldBe("\u{1F600}".replace(/(?:)/g, "-"), "-\uD83D-\uDE00-");
shouldBe([..."a\u{1F600}b".matchAll(/(?:)/gu)].map((m) => m.index).join(), "0,1,3,4");
shouldBe([..."a\u{1F600}b".matchAll(/(?:)/g)].map((m) => m.index).join(), "0,1,2,3,4");
shouldBe("\u{1F600}\u{1F601}".split(/(?:)/u).length, 2);
shouldBe("\u{1F600}\u{1F601}".split(/(?:)/).length, 4);
shouldBe("\u{1F600}x".replace(/x*/gu, "-"), "-\u{1F600}--");
// An unpaired surrogate is one code point of its own.
shouldBe("\uD83Dx".replace(/(?:)/gu, "-"), "-\uD83D-x-");
shouldBe("\uDE00\uD83D".match(/(?:)/gu).length, 3);
