function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Parameter initializers live in their own scope: they cannot see declarations in the body.
var x = "outer";
function f(a = () => x) {
    var x = "body";
    return a();
}
shouldBe(f(), "outer");

// A closure in a parameter sees the parameter binding, not the body var copy.
function g(a, getA = () => a) {
    var a;
    a = "changed in body";
    return getA();
}
shouldBe(g("param"), "param");

// Body var with the same name starts with the parameter value.
function h(a, b = () => a) {
    var a;
    return a;
}
shouldBe(h(5), 5);

// Functions declared in the body are not visible to initializers.
function k(a = typeof inner) {
    function inner() {}
    return a;
}
shouldBe(k(), "undefined");
