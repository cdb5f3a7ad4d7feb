function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Completion values of if statements observed through eval.
shouldBe(eval("1; if (true) {}"), undefined);
shouldBe(eval("1; if (false) {}"), undefined);
shouldBe(eval("1; if (true) { 2; }"), 2);
shouldBe(eval("1; if (false) { 2; }"), undefined);
shouldBe(eval("1; if (false) { 2; } else { 3; }"), 3);
shouldBe(eval("if (true) 'then'; else 'else';"), "then");
shouldBe(eval("1; if (true) { var x; }"), undefined);
shouldBe(eval("1; if (true) { 2; var y; }"), 2);
shouldBe(eval("1; var z = 5;"), 1);
shouldBe(eval("var w = 5;"), undefined);
shouldBe(eval("1; function f() {}"), 1);
shouldBe(eval("1; ;"), 1);
shouldBe(eval("'a'; 'b';"), "b");
shouldBe(eval(""), undefined);
shouldBe(eval("1; {}"), 1);
shouldBe(eval("1; { 2; }"), 2);
shouldBe(eval("1; let q = 3;"), 1);
shouldBe(eval("2; class K {}"), 2);
