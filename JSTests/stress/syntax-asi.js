function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Automatic semicolon insertion.
function returnsUndefined() {
    return
    42;
}
shouldBe(returnsUndefined(), undefined);

var a = 1
var b = 2
shouldBe(a + b, 3)

// A newline before ++ makes it a prefix of the next line.
var x = 1, y = 1;
x
++y
shouldBe(x, 1);
shouldBe(y, 2);

// No ASI before ( or [ : the lines join.
var f = function () { return "called"; }
var joined = f
("arg")
shouldBe(joined, "called");

// ASI does not happen inside for headers.
shouldThrow(() => eval("for (var i = 0\n i < 1\n i++) {}"), SyntaxError);

// throw/break/continue with a newline.
shouldThrow(() => eval("throw\nnew Error()"), SyntaxError);
var count = 0;
outer: for (var i = 0; i < 3; i++) {
    for (;;) {
        count++;
        break
        outer;
    }
}
shouldBe(count, 3);

// Arrow functions: no newline before =>.
shouldThrow(() => eval("var g = ()\n=> 1"), SyntaxError);

// A closing brace ends a statement, and end of input too.
shouldBe(eval("{ 1 } 2"), 2);
shouldBe(eval("3"), 3);

// Postfix ++ can't be preceded by a newline.
var p = 5;
var q = p
++
p
shouldBe(q, 5);
shouldBe(p, 6);
