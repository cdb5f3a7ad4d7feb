function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The debugger statement is a no-op when no debugger is attached.
var x = 1;
debugger;
x++;
shouldBe(x, 2);
function f() {
    debugger;
    return "ok";
}
shouldBe(f(), "ok");
for (var i = 0; i < 3; i++) debugger;
shouldBe(i, 3);
if (true) debugger; else x = 0;
shouldBe(x, 2);
// Completion value of a debugger statement is empty.
shouldBe(eval("5; debugger;"), 5);
