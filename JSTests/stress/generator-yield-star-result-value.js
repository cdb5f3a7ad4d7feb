function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The value of a yield* expression is the inner generator's return value.
function* inner() { yield 1; return "inner result"; }
function* outer() {
    var r = yield* inner();
    yield r;
}
shouldBe([...outer()].join(), "1,inner result");

// The inner return value is not yielded itself.
function* onlyReturn() { return "hidden"; }
function* wrap() { var v = yield* onlyReturn(); return v; }
var w = wrap();
var first = w.next();
shouldBe(first.done, true);
shouldBe(first.value, "hidden");

// yield* of an array evaluates to undefined.
function* arr() { var v = yield* [1]; yield v; }
var a = arr();
a.next();
shouldBe(a.next().value, undefined);
