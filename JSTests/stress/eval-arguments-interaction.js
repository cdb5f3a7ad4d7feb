function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// eval("arguments") returns the function's arguments object; writes through it stay mapped.
function f(a) {
    var args = eval("arguments");
    args[0] = "via eval";
    return [a, args === arguments];
}
var r = f("orig");
shouldBe(r[0], "via eval");
shouldBe(r[1], true);

// Declaring `var arguments` in sloppy eval replaces it in the function.
function g() {
    eval("var arguments = 'replaced'");
    return arguments;
}
shouldBe(g(1, 2), "replaced");

// Direct eval works inside a parameter initializer and sees earlier parameters.
function h(x, a = eval("x + 1")) {
    return a;
}
shouldBe(h(2), 3);
