function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// yield* forwards next(v) arguments to the inner iterator.
var received = [];
var inner = {
    [Symbol.iterator]() { return this; },
    next(v) {
        received.push(arguments.length === 0 ? "no arg" : v);
        return { value: "inner", done: received.length > 3 };
    },
};
function* outer() {
    var result = yield* inner;
    return result;
}
var g = outer();
g.next("first");
g.next("second");
g.next("third");
var last = g.next("fourth");
shouldBe(last.done, true);
// The first inner next() receives undefined (the argument to the first outer next is dropped).
shouldBe(received.join(), ",second,third,fourth");

// The inner iterator's result objects are passed through unchanged.
var resultObject = { value: "same", done: false, extra: true };
var passthrough = {
    [Symbol.iterator]() { return this; },
    next() { return resultObject; },
};
function* delegate() { yield* passthrough; }
var d = delegate();
shouldBe(d.next(), resultObject);

// Generator-to-generator: values sent in reach the inner yield.
function* innerGen() {
    var a = yield "a?";
    var b = yield "b?";
    return a + b;
}
function* outerGen() {
    var sum = yield* innerGen();
    yield "sum=" + sum;
}
var og = outerGen();
og.next();
og.next(1);
shouldBe(og.next(2).value, "sum=3");
