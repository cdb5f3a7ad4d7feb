function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Direct eval sees and modifies the local variables of the calling function.
function f(param) {
    var local = "local";
    let block = "block";
    var seen = eval("param + ',' + local + ',' + block");
    eval("local = 'changed'; param = 'param changed'");
    return [seen, local, param];
}
var r = f("p");
shouldBe(r[0], "p,local,block");
shouldBe(r[1], "changed");
shouldBe(r[2], "param changed");

// Closures created in eval capture the local scope.
function makeGetter() {
    var secret = 42;
    return eval("(function () { return secret; })");
}
shouldBe(makeGetter()(), 42);

// eval inside nested blocks sees the block bindings.
function nested() {
    let x = "outer";
    {
        let x = "inner";
        return eval("x");
    }
}
shouldBe(nested(), "inner");

// eval sees `arguments`.
function args() { return eval("arguments.length"); }
shouldBe(args(1, 2, 3), 3);

// Direct eval inside an arrow sees the arrow's enclosing scope.
function arrowHost() {
    var hostVar = "host";
    return (() => eval("hostVar"))();
}
shouldBe(arrowHost(), "host");
