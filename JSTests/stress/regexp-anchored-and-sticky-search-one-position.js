// A regex anchored with `^` (without `m`) or sticky tries one start position, not every
// position of the input: many failing execs on a long string are cheap. (Before, each one
// scanned the whole string: this file took minutes.)
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
var long = "b".repeat(300000) + "a";
var anchored = [/^a/, /^a|^c/, /(?:^x|^a)+b/, /^(a)\1/];
// (The loops allocate nothing, so that they stay fast under --gc-stress.)
for (var i = 0; i < 40000; i++) {
    if (anchored[i & 3].exec(long) !== null) throw new Error("matched: " + anchored[i & 3]);
}
// A sticky search tries lastIndex only, with what lies before it in view.
var sticky = [/a/y, /(?<=b)a/y, /\ba/y, /a|c/y];
for (var i = 0; i < 40000; i++) {
    var re = sticky[i & 3];
    re.lastIndex = i;
    if (re.test(long) || re.lastIndex !== 0) throw new Error("matched: " + re + " at " + i);
}
// And they still match where they should.
shouldBe(/^b+/.exec(long)[0].length, 300000);
shouldBe(/^a/m.exec("b\na").index, 2);
var re = /(?<=b)a/y;
re.lastIndex = 300000;
shouldBe(re.exec(long).index, 300000);
shouldBe(re.lastIndex, 300001);
re = /\bb/y;
re.lastIndex = 1;
shouldBe(re.exec(long), null);
re = /^b/gy;
re.lastIndex = 1;
shouldBe(re.exec(long), null);
shouldBe("xaxa".replace(/^x/g, "-"), "-axa");
shouldBe("aaab".replace(/a/gy, "-"), "---b");
shouldBe("a,b,,c".split(/,/y).join("|"), "a|b||c");
