function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Arrow functions do not have their own `arguments`; they see the enclosing function's.
function outer() {
    var arrow = (a, b) => arguments;
    return arrow(100, 200);
}
var args = outer(1, 2, 3);
shouldBe(args.length, 3);
shouldBe(args[0], 1);
shouldBe(args[2], 3);

function nested() {
    return (() => (() => arguments[0])())();
}
shouldBe(nested("deep"), "deep");

// Arrows use rest parameters instead.
var rest = (...xs) => xs.length;
shouldBe(rest(1, 2, 3, 4), 4);
