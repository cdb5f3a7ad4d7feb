function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Completion values of blocks, labelled statements and switch observed through eval.
shouldBe(eval("1; { }"), 1);
shouldBe(eval("1; { 2; { 3; } }"), 3);
shouldBe(eval("1; { 2; ; }"), 2);
shouldBe(eval("1; lbl: { 2; break lbl; }"), 2);
// A break carries an empty value, so the previous statement's value survives.
shouldBe(eval("1; lbl: { break lbl; }"), 1);
shouldBe(eval("1; switch (1) { case 1: 'one'; }"), "one");
shouldBe(eval("1; switch (2) { case 1: 'one'; }"), undefined);
shouldBe(eval("1; switch (1) { case 1: 'one'; case 2: 'two'; }"), "two");
shouldBe(eval("1; switch (1) { case 1: 'one'; break; case 2: 'two'; }"), "one");
shouldBe(eval("1; switch (3) { case 1: 'one'; default: 'default'; }"), "default");
shouldBe(eval("1; switch (1) { case 1: break; }"), undefined);
shouldBe(eval("1; with ({}) { 4; }"), 4);
shouldBe(eval("1; with ({}) {}"), undefined);
