function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// eval returns the completion value of the evaluated code.
shouldBe(eval("1 + 2"), 3);
shouldBe(eval("var x = 5; x * 2"), 10);
shouldBe(eval("'a'; 'b'"), "b");
shouldBe(eval(""), undefined);
shouldBe(eval("   "), undefined);
shouldBe(eval("// comment"), undefined);
shouldBe(eval("var unused = 1"), undefined);
shouldBe(eval("function decl() {}"), undefined);
shouldBe(eval("(function expr() { return 7; })")(), 7);
shouldBe(eval("({ a: 1 })").a, 1);
shouldBe(eval("{ a: 1 }"), 1); // a block with a labelled statement
shouldBe(eval("[1, 2, 3]").length, 3);
shouldBe(eval("let q = 4; q"), 4);
shouldBe(eval("if (true) 'yes'; else 'no'"), "yes");
shouldBe(eval("for (var i = 0; i < 3; i++) i * 10"), 20);
shouldBe(eval("try { 'try' } finally { 'finally' }"), "try");
shouldBe(eval("x = 11"), 11);
shouldBe(eval("void 0"), undefined);
