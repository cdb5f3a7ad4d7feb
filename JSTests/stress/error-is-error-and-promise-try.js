// Error.isError (ES2026) is true exactly of objects with [[ErrorData]]: every error type,
// subclass instances, errors of another realm; never a proxy of one or a look-alike.
// Promise.try (ES2025) calls its callback now, with the extra arguments, and settles a
// promise with the result or the exception.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

class MyError extends TypeError {}
for (const error of [new Error("e"), new TypeError(), new RangeError(), new AggregateError([]), new MyError(), new SyntaxError()])
    shouldBe(Error.isError(error), true, String(error));
for (const value of [undefined, null, 1, "Error", Symbol(), {}, Object.create(Error.prototype), new Proxy(new Error(), {}), { name: "Error", message: "" }, Error])
    shouldBe(Error.isError(value), false, typeof value);
shouldBe(TypeError.isError, Error.isError, "inherited by the native errors");
shouldBe(Error.isError.length, 1);

let log = [];
const resolved = Promise.try((a, b) => { log.push("called " + a + b); return a + b; }, 2, 3);
log.push("after");
shouldBe(log.join(), "called 23,after", "the callback runs synchronously");
const rejected = Promise.try(() => { throw new RangeError("boom"); });
shouldBe(rejected instanceof Promise, true);
let threw = false;
try { Promise.try.call(1, () => {}); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true, "a non-object this");

let results = [];
resolved.then(value => results.push("resolved " + value));
rejected.catch(error => results.push("rejected " + error.message));
Promise.try(() => Promise.resolve("inner")).then(value => results.push("adopted " + value));
// A failed check in a job is an unhandled rejection: the shell exits with an error.
Promise.resolve().then(() => {}).then(() => {}).then(() => {}).then(() => {
    shouldBe(results.sort().join(), "adopted inner,rejected boom,resolved 5");
});
