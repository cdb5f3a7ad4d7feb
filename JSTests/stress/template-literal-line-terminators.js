function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Line continuations in templates are removed from the cooked string but kept in raw.
function tag(s) { return s; }
var t = tag`a\
b`;
shouldBe(t[0], "ab");
shouldBe(t.raw[0], "a\\\nb");

var untagged = `a\
b`;
shouldBe(untagged, "ab");

// \r\n written as escapes stays as written.
shouldBe(`\r\n`.length, 2);

// A carriage return in source text is normalised to \n in both cooked and raw strings.
var viaEval = eval("tag`x\r\ny\rz`");
shouldBe(viaEval[0], "x\ny\nz");
shouldBe(viaEval.raw[0], "x\ny\nz");
