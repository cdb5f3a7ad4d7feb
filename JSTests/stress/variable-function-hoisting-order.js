function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Function declarations are initialised before var assignments run, and var initialisers override them.
function f() {
    var log = [];
    log.push(typeof x);
    var x = "var";
    log.push(typeof x);
    function x() {}
    log.push(typeof x);
    return log.join();
}
shouldBe(f(), "function,string,string");

// Parameters vs. function declarations: functions win.
function g(p) {
    var r = typeof p;
    function p() {}
    return r;
}
shouldBe(g(1), "function");

// Parameter vs var without initializer: parameter value kept.
function h(p) {
    var p;
    return p;
}
shouldBe(h(7), 7);

// Function declarations inside the function can be called before their position.
function k() {
    return helper() + 1;
    function helper() { return 41; }
}
shouldBe(k(), 42);

// A function named arguments replaces the arguments object.
function withArgsFn() {
    function arguments() {}
    return typeof arguments;
}
shouldBe(withArgsFn(), "function");
