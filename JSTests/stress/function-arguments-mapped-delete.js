function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Deleting an index of a mapped arguments object breaks the link.
function f(a) {
    delete arguments[0];
    arguments[0] = "new";
    return [a, arguments[0]];
}
var r = f("old");
shouldBe(r[0], "old");
shouldBe(r[1], "new");

function g(a) {
    delete arguments[0];
    a = "param";
    return arguments[0];
}
shouldBe(g("x"), undefined);

// Defining the index as non-writable stops the mapping after storing the value.
function h(a) {
    Object.defineProperty(arguments, "0", { value: "defined", writable: false });
    var first = a;
    a = "changed";
    return [first, arguments[0]];
}
var s = h("orig");
shouldBe(s[0], "defined");
shouldBe(s[1], "defined");

// Changing arguments.length does not change the mapping.
function k(a, b) {
    arguments.length = 1;
    b = 9;
    return arguments[1];
}
shouldBe(k(1, 2), 9);
