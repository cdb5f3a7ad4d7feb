function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Initializers can use earlier parameters.
function f(a, b = a + 1, c = a + b) { return [a, b, c].join(","); }
shouldBe(f(1), "1,2,3");
shouldBe(f(1, 10), "1,10,11");
shouldBe(f(1, undefined, 0), "1,2,0");

function g(a, b = () => a) { a = 9; return b(); }
shouldBe(g(1), 9);

// this and arguments are available in initializers.
var obj = {
    v: 5,
    m(a = this.v, b = arguments.length) { return a + ":" + b; },
};
shouldBe(obj.m(), "5:0");
shouldBe(obj.m(undefined, undefined), "5:2");
