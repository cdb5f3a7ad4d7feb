function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// let, const and class declarations in eval are local to the eval.
function f() {
    eval("let a = 1; const b = 2; class C {}");
    return [typeof a, typeof b, typeof C];
}
shouldBe(f().join(), "undefined,undefined,undefined");

// But they are usable inside the eval itself, including from closures.
var getter = eval("let hidden = 'h'; () => hidden");
shouldBe(getter(), "h");
shouldBe(typeof hidden, "undefined");

// A let in eval does not conflict with an outer let of the same name.
function g() {
    let x = "outer";
    var inner = eval("let x = 'inner'; x");
    return [x, inner];
}
shouldBe(g().join(), "outer,inner");

// Each eval call gets a fresh lexical environment.
shouldBe(eval("let y = 1; y"), 1);
shouldBe(eval("let y = 2; y"), 2);

// A var in eval that conflicts with a let in an enclosing block scope is a SyntaxError.
function conflict() {
    let z = 1;
    {
        eval("var z = 2");
    }
}
shouldThrow(conflict, SyntaxError);
