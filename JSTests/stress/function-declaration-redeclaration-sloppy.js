function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// In sloppy scripts and functions, the last function declaration of a name wins.
function f() { return 1; }
shouldBe(f(), 2);
function f() { return 2; }

function g() {
    function h() { return "first"; }
    var result = h();
    function h() { return "second"; }
    return result;
}
shouldBe(g(), "second");

// var redeclaration of a function name keeps the function until an assignment happens.
function k() {
    var x;
    function x() { return "fn"; }
    var x;
    return typeof x;
}
shouldBe(k(), "function");

// Parameter with the same name as a function declaration: the function wins.
function p(a) {
    function a() { return "inner"; }
    return typeof a;
}
shouldBe(p(1), "function");
