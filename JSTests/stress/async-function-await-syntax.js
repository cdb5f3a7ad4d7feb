function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Syntax rules around await.
shouldThrow(() => eval("function f() { await 1; }"), SyntaxError);
shouldThrow(() => eval("async function f(a = await 1) {}"), SyntaxError);
shouldThrow(() => eval("async function f() { function inner() { await 1; } }"), SyntaxError);
shouldThrow(() => eval("async (await) => 1"), SyntaxError);
shouldThrow(() => eval("(async function await() {})"), SyntaxError);
shouldThrow(() => eval("async function f() { var await; }"), SyntaxError);

// In scripts, outside async functions, await is an ordinary identifier.
shouldBe(eval("var await = 1; await + 1"), 2);
shouldBe(eval("(function await() { return 'named await'; })()"), "named await");
eval("async function await() {}");

// An arrow inside an async function may use await only if it is async itself.
shouldThrow(() => eval("async function f() { return () => await 1; }"), SyntaxError);
eval("async function ok() { return async () => await 1; }");

// await binds tighter than binary operators.
var result;
(async () => { result = await 2 * 3; })().then(() => {
    shouldBe(result, 6);
    checked = true;
});
var checked = false;
Promise.resolve().then(() => {}).then(() => {}).then(() => {}).then(() => {
    if (!checked) throw new Error("check did not run");
});
