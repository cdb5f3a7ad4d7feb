function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
// Runs `check` once every job queued so far (and those they queue, 50 deep) has run.
function afterJobs(check) {
    let tail = Promise.resolve();
    for (let i = 0; i < 50; i++) tail = tail.then(() => {});
    tail.then(check);
}

// 27.7 AsyncFunction and 27.4 AsyncGeneratorFunction.
var AsyncFunctionConstructor = Object.getPrototypeOf(async function () {}).constructor;
var AsyncGeneratorFunctionConstructor = Object.getPrototypeOf(async function* () {}).constructor;
shouldBe(AsyncFunctionConstructor.name, "AsyncFunction");
shouldBe(AsyncFunctionConstructor.length, 1);
shouldBe(AsyncGeneratorFunctionConstructor.name, "AsyncGeneratorFunction");
shouldBe(Object.getPrototypeOf(AsyncFunctionConstructor), Function);
shouldBe(Object.getPrototypeOf(AsyncGeneratorFunctionConstructor), Function);
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "AsyncFunction"), undefined);
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "AsyncGeneratorFunction"), undefined);
shouldBe(AsyncFunctionConstructor.prototype[Symbol.toStringTag], "AsyncFunction");
shouldBe(AsyncFunctionConstructor.prototype.constructor, AsyncFunctionConstructor);
shouldBe("prototype" in AsyncFunctionConstructor.prototype, false);
shouldBe(AsyncGeneratorFunctionConstructor.prototype[Symbol.toStringTag], "AsyncGeneratorFunction");
var AsyncGeneratorPrototype = AsyncGeneratorFunctionConstructor.prototype.prototype;
shouldBe(AsyncGeneratorPrototype[Symbol.toStringTag], "AsyncGenerator");
shouldBe(AsyncGeneratorPrototype.constructor, AsyncGeneratorFunctionConstructor.prototype);
var log = [];
var add = new AsyncFunctionConstructor("a", "b", "return await a + b;");
shouldBe(Object.getPrototypeOf(add), AsyncFunctionConstructor.prototype);
add(1, 2).then(v => log.push("sum " + v));
var generator = AsyncGeneratorFunctionConstructor("x", "yield x; yield await x * 2;");
var iterator = generator(4);
iterator.next().then(r => log.push("first " + r.value + " " + r.done));
iterator.next().then(r => log.push("second " + r.value));
iterator.next().then(r => log.push("done " + r.done));
try { AsyncFunctionConstructor("await +"); } catch (e) { log.push(e.name); }
afterJobs(() => {
    shouldBe(log.join(), "SyntaxError,sum 3,first 4 false,second 8,done true");
});
