// A search whose matches begin with a literal, or with one of a few characters, skips
// to the places where it occurs with a fast scan, and a pattern that is a literal needs no
// backtracking at all. (Before, a failing search tried the matcher at every position:
// this file took minutes.)
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
var narrow = "b".repeat(200000);
var wide = "\u3042".repeat(100000);
var failing = [/a/, /xyz/, /ab+c/, /[xy]z/, /q|r\d/, /k/i, /needle/g];
// (The loop allocates nothing, so that it stays fast under --gc-stress.)
for (var i = 0; i < 70000; i++) {
    var re = failing[i % failing.length];
    if (re.test(narrow) || re.test(wide)) throw new Error("matched: " + re);
}
// Matches are found where they are, in 8-bit and 16-bit strings, from lastIndex on.
var text = "b".repeat(1000) + "ab" + "b".repeat(1000) + "abbbc" + "\u3042xyz";
shouldBe(/ab+c/.exec(text).index, 2002);
shouldBe(/xyz/.exec(text).index, 2008);
shouldBe(/[xy]z/.exec(text).index, 2009);
shouldBe(/A/i.exec(text).index, 1000);
shouldBe(/\u3042x/.exec(text).index, 2007);
var g = /ab/g;
g.lastIndex = 1001;
shouldBe(g.exec(text).index, 2002);
shouldBe(g.lastIndex, 2004);
shouldBe(text.replace(/ab/g, "-").length, text.length - 2);
shouldBe(text.split(/ab/).length, 3);
// Case folding outside ASCII stays the matcher's business.
shouldBe(/\u212a/i.test("k"), false);
shouldBe(/k/iu.test("\u212a"), true);
shouldBe(/s/iu.exec("x\u017f").index, 1);
