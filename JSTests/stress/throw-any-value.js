function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Any value can be thrown and caught unchanged.
function catchValue(v) {
    try { throw v; } catch (e) { return e; }
}
shouldBe(catchValue(1), 1);
shouldBe(catchValue("str"), "str");
shouldBe(catchValue(null), null);
shouldBe(catchValue(undefined), undefined);
shouldBe(catchValue(NaN), NaN);
shouldBe(catchValue(false), false);
shouldBe(catchValue(10n), 10n);
var sym = Symbol();
shouldBe(catchValue(sym), sym);
var obj = {};
shouldBe(catchValue(obj), obj);
var fn = function () {};
shouldBe(catchValue(fn), fn);

// Throwing an expression evaluates it first.
var log = [];
try { throw (log.push("evaluated"), "v"); } catch (e) { log.push(e); }
shouldBe(log.join(), "evaluated,v");

// A newline after throw is a syntax error.
shouldThrow(() => eval("throw\n1;"), SyntaxError);

// Error objects created but not thrown do nothing.
var e = new Error("not thrown");
shouldBe(e.message, "not thrown");
