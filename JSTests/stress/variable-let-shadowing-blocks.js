function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Block scoping and shadowing.
let x = "outer";
{
    let x = "block";
    shouldBe(x, "block");
    {
        let x = "inner";
        shouldBe(x, "inner");
    }
    shouldBe(x, "block");
}
shouldBe(x, "outer");

// let in an if block, loop body, and switch.
if (true) { let y = 1; }
shouldBe(typeof y, "undefined");

// A function parameter can be shadowed by a let inside a nested block.
function f(p) {
    {
        let p = "shadow";
        return p;
    }
}
shouldBe(f("param"), "shadow");

// Redeclaring a parameter with let at the function top level is a syntax error.
shouldThrow(() => eval("(function (p) { let p; })"), SyntaxError);

// Catch parameter can be shadowed by a let in a nested block.
try { throw 1; } catch (e) { { let e = 2; shouldBe(e, 2); } shouldBe(e, 1); }

// Closures capture the right binding.
let fns = [];
{
    let v = "a";
    fns.push(() => v);
}
{
    let v = "b";
    fns.push(() => v);
}
shouldBe(fns[0]() + fns[1](), "ab");
