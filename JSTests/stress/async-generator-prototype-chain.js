function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The prototype structure of async generator functions and their objects.
async function* ag() {}
var AsyncGeneratorFunctionPrototype = Object.getPrototypeOf(ag);
shouldBe(Object.getPrototypeOf(AsyncGeneratorFunctionPrototype), Function.prototype);
var AsyncGeneratorPrototype = AsyncGeneratorFunctionPrototype.prototype;
shouldBe(Object.getPrototypeOf(ag.prototype), AsyncGeneratorPrototype);
var AsyncIteratorPrototype = Object.getPrototypeOf(AsyncGeneratorPrototype);
shouldBe(typeof AsyncIteratorPrototype[Symbol.asyncIterator], "function");
shouldBe(AsyncIteratorPrototype[Symbol.asyncIterator].call(5), 5);
var g = ag();
shouldBe(Object.getPrototypeOf(g), ag.prototype);
shouldBe(typeof g.next, "function");
shouldBe(typeof g.return, "function");
shouldBe(typeof g.throw, "function");
shouldBe(ag.hasOwnProperty("prototype"), true);
