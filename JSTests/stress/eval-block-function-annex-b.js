function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// B.3.3.3: block functions of sloppy direct eval code become vars of the caller, and each
// evaluation of a declaration updates that var, even when the block's own binding of the
// function is captured.
var result = (function () {
    eval('{ function f() { return "first"; } }{ function f() { return "second"; } }');
    return f();
})();
shouldBe(result, "second");

var captured = (function () {
    eval('{ function f() { inner = f; f = 1; return "block"; } } var outer = f;');
    var value = outer();
    // The body's assignment changed the block's binding, not the var.
    return [value, typeof inner, typeof outer, typeof f].join();
})();
shouldBe(captured, "block,function,function,function");

// A simple catch parameter around the block does not prevent it.
var fromCatch = (function () {
    eval('try { throw null; } catch (f) {{ function f() { return 123; } }}');
    return f();
})();
shouldBe(fromCatch, 123);

// A conflicting let in the eval code does.
(function () {
    eval('{ let h = 1; { function h() {} } }');
    shouldBe(typeof h, "undefined");
})();
