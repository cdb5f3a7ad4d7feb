function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// catch without a binding.
var caught = false;
try {
    throw new Error("ignored");
} catch {
    caught = true;
}
shouldBe(caught, true);

// With finally.
var log = [];
try { throw 1; } catch { log.push("c"); } finally { log.push("f"); }
shouldBe(log.join(), "c,f");

// Inside functions and loops.
function safeParse(s) {
    try { return JSON.parse(s); } catch { return "invalid"; }
}
shouldBe(safeParse("[1]")[0], 1);
shouldBe(safeParse("{bad"), "invalid");

// try without catch or finally is a syntax error.
shouldThrow(() => eval("try {}"), SyntaxError);
shouldThrow(() => eval("try {} catch () {}"), SyntaxError);
