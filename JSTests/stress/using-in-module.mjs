//@ requireOptions("--module")
// `using` and `await using` at a module's top level (ES2026): disposed of when the module
// body ends, in reverse order; `await using` makes the module asynchronous.
// (`await using` follows another token on its line, the form boa_parser parses itself:
// see await-using.js.)
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const log = [];
log.push("start"); await using a = { async [Symbol.asyncDispose]() { await null; log.push("disposed a"); } };
using b = { [Symbol.dispose]() { log.push("disposed b"); } };
shouldBe(typeof b[Symbol.dispose], "function");
log.push("end");
// Runs after the body and its disposals, which awaited.
Promise.resolve().then(() => Promise.resolve()).then(() => {
    shouldBe(log.join(), "start,end,disposed b,disposed a");
});
