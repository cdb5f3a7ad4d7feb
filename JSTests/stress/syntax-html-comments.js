function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// HTML-like comments are allowed in scripts (Annex B).
var x = 1;
<!-- this is a comment
x = 2; <!-- a single-line comment can also start mid-line
--> a comment when it starts a line
   /* even after a block comment */ --> still a comment

shouldBe(x, 2);

// Inside eval too.
shouldBe(eval("1 <!-- 2"), 1);
shouldBe(eval("var y = 3;\n--> comment\ny"), 3);

// `x-->0` is still the decrement followed by greater-than mid-line.
var n = 3, loops = 0;
while (n-->0) loops++;
shouldBe(loops, 3);
