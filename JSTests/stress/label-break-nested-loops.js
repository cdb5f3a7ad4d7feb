function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Labelled break exits the named loop from inside nested loops.
var found = null;
outer: for (var i = 0; i < 10; i++) {
    for (var j = 0; j < 10; j++) {
        if (i * j === 42) {
            found = [i, j];
            break outer;
        }
    }
}
shouldBe(found.join(), "6,7");
shouldBe(i, 6);

// Labelled break from a while inside a for-of.
var log = [];
loop: for (var x of [1, 2, 3]) {
    var n = 0;
    while (true) {
        n++;
        if (n > x) continue loop;
        if (x === 3 && n === 2) break loop;
        log.push(x + ":" + n);
    }
}
shouldBe(log.join(), "1:1,2:1,2:2,3:1");

// Multiple labels on one statement.
var count = 0;
a: b: for (;;) { count++; break a; }
shouldBe(count, 1);

// Unlabelled break only exits the innermost loop.
var pairs = 0;
for (var p = 0; p < 3; p++) {
    for (var q = 0; q < 3; q++) {
        if (q === 1) break;
        pairs++;
    }
}
shouldBe(pairs, 3);

// Breaking to an undefined label is a syntax error, as is a duplicate nested label.
shouldThrow(() => eval("for (;;) { break nowhere; }"), SyntaxError);
shouldThrow(() => eval("L: L: ;"), SyntaxError);
shouldThrow(() => eval("L: { L: ; }"), SyntaxError);
