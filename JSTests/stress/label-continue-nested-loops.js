function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Labelled continue skips to the next iteration of the named loop.
var log = [];
outer: for (var i = 0; i < 4; i++) {
    for (var j = 0; j < 4; j++) {
        if (j > i) continue outer;
        if ((i + j) % 2) continue;
        log.push("" + i + j);
    }
}
shouldBe(log.join(), "00,11,20,22,31,33");

// continue with label in do-while runs the condition.
var runs = 0;
var k = 0;
lbl: do {
    runs++;
    k++;
    for (;;) continue lbl;
} while (k < 3);
shouldBe(runs, 3);

// continue in a for loop runs the update expression.
var updates = 0;
outer2: for (var a = 0; a < 3; a++, updates++) {
    for (var b = 0; b < 3; b++) continue outer2;
}
shouldBe(updates, 3);

// continue must target an iteration statement.
shouldThrow(() => eval("L: { for (;;) { continue L; } }"), SyntaxError);
shouldThrow(() => eval("continue;"), SyntaxError);
