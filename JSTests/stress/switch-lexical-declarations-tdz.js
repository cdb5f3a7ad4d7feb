function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// The whole switch block is one scope; let/const declared in one case are in TDZ in others.
function f(x) {
    switch (x) {
        case 0:
            let a = "zero";
            return a;
        case 1:
            return a;
    }
}
shouldBe(f(0), "zero");
shouldThrow(() => f(1), ReferenceError);

// Assignment to a let declared in a later case throws.
function g(x) {
    switch (x) {
        case 0:
            b = 1;
            return b;
        case 1:
            let b;
    }
}
shouldThrow(() => g(0), ReferenceError);

// The bindings don't leak out of the switch.
switch (1) { case 1: let inside = 1; }
shouldBe(typeof inside, "undefined");

// Duplicate lexical declarations across cases are syntax errors.
shouldThrow(() => eval("switch (1) { case 1: let x; case 2: let x; }"), SyntaxError);
shouldThrow(() => eval("switch (1) { case 1: let y; case 2: var y; }"), SyntaxError);

// Function declarations in cases are hoisted within the switch block.
function h(x) {
    switch (x) {
        case 1:
            return inner();
        case 2:
            function inner() { return "inner"; }
    }
}
shouldBe(h(1), "inner");

// Closures capture the switch-block binding.
function k() {
    var fns = [];
    switch (0) {
        case 0:
            let v = "first";
            fns.push(() => v);
            v = "second";
    }
    return fns[0]();
}
shouldBe(k(), "second");
