// `await using` at the start of a line, and `using` / `await using` in for heads (ES2026).
// boa_parser 0.22 fails on both; the compiler rewrites such a source once and parses it
// again (vm/src/compiler/using_fixup.rs). The loops must behave as the spec's using
// ForDeclarations: each for-of iteration disposes of its value when the iteration ends,
// a for(;;) head's resources go when the loop ends, before the iterator closes, on every
// way out. Positions and Function.prototype.toString keep the original text.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, type, message) {
    try {
        f();
    } catch (e) {
        if (!(e instanceof type))
            throw new Error((message ? message + ": " : "") + "expected " + type.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + type.name + " but nothing was thrown");
}

let log = [];
function resource(name) {
    return { name, [Symbol.dispose]() { log.push("dispose " + name); } };
}
function asyncResource(name) {
    return { name, async [Symbol.asyncDispose]() { await null; log.push("async " + name); } };
}
// An iterator that logs its return().
function iterate(values) {
    let i = 0;
    return {
        [Symbol.iterator]() { return this; },
        next() { return i < values.length ? { value: values[i++], done: false } : { value: undefined, done: true }; },
        return() { log.push("return"); return {}; },
    };
}

// for-of: one disposal per iteration, after the body.
log = [];
for (using r of [resource("a"), resource("b")]) log.push("body " + r.name);
shouldBe(log.join(), "body a,dispose a,body b,dispose b", "for-of");

// break, continue, return and throw dispose first, then close the iterator.
log = [];
for (using r of iterate([resource("a"), resource("b")])) { log.push("body"); break; }
shouldBe(log.join(), "body,dispose a,return", "break");
log = [];
for (using r of [resource("a"), resource("b")]) { if (r.name === "a") continue; log.push("body " + r.name); }
shouldBe(log.join(), "dispose a,body b,dispose b", "continue");
log = [];
(function () { for (using r of iterate([resource("a")])) return; })();
shouldBe(log.join(), "dispose a,return", "return");
log = [];
shouldThrow(() => { for (using r of iterate([resource("a")])) throw new RangeError("body"); }, RangeError, "throw");
shouldBe(log.join(), "dispose a,return", "throw");

// null and undefined are allowed; other values without @@dispose throw and close the iterator.
log = [];
for (using r of [null, undefined, resource("c")]) log.push("body");
shouldBe(log.join(), "body,body,body,dispose c", "nullish");
log = [];
shouldThrow(() => { for (using r of iterate([{}])) log.push("never"); }, TypeError, "not disposable");
shouldBe(log.join(), "return", "not disposable closes the iterator");
shouldThrow(() => { for (using r of [1]) {} }, TypeError, "not an object");

// The binding is constant, fresh per iteration.
shouldThrow(() => { for (using r of [null]) r = 1; }, TypeError, "assignment");
let readers = [];
for (using r of [resource("x"), resource("y")]) readers.push(() => r.name);
shouldBe(readers.map(f => f()).join(), "x,y", "fresh binding");

// for (using ...; ...; ...): disposed of when the loop ends, in reverse order.
log = [];
for (using a = resource("a"), b = resource("b"); log.length < 2; ) log.push("body");
shouldBe(log.join(), "body,body,dispose b,dispose a", "for(;;)");
log = [];
for (using a = resource("a"); ; ) { log.push("body"); break; }
shouldBe(log.join(), "body,dispose a", "for(;;) break");
log = [];
shouldThrow(() => { for (using a = resource("a"), b = {}; ; ) {} }, TypeError, "second initializer");
shouldBe(log.join(), "dispose a", "the first resource is disposed when the second fails");
shouldThrow(() => { for (using i = null; i === null; i = resource("z")) {} }, TypeError, "update assigns");
log = [];
for (using of = resource("of"); ; ) break;
shouldBe(log.join(), "dispose of", "a binding named of");

// Positions stay: the `new Error` below is on line 90, column 39 of this file.
let stack = "";
try { for (using r of [null]) { throw new Error("here"); } } catch (e) { stack = e.stack; }
shouldBe(/:90:39\)/.test(stack), true, "position: " + stack);

// toString shows the source as written.
function written() {
    for (using r of []) {}
    for (using s = null; ; ) break;
}
shouldBe(written.toString().includes("for (using r of []) {}"), true, "toString for-of");
shouldBe(written.toString().includes("for (using s = null; ; ) break;"), true, "toString for");

// eval and the Function constructors get the rewrite too, and keep its early errors.
log = [];
eval("for (using r of [resource('e')]) log.push('eval');");
shouldBe(log.join(), "eval,dispose e", "eval");
log = [];
new Function("resource", "log", "for (using r of [resource('f')]) log.push('fn');")(resource, log);
shouldBe(log.join(), "fn,dispose f", "Function");
const AsyncFunction = (async function () {}).constructor;
for (const [source, what] of [
    ["for (using r in {}) {}", "using in for-in"],
    ["function f() { for (await using r of []) {} }", "await using outside async code"],
    ["async function f() { if (true)\n await using r = null; }", "a declaration as an if body"],
    ["async function f() { label:\n await using r = null; }", "a labelled declaration"],
    ["async function f() { do\n await using r = null; while (false) }", "a declaration as a do body"],
    ["for (using [r] of []) {}", "a pattern"],
    ["for (using r = 1 of []) {}", "an initializer in for-of"],
])
    shouldThrow(() => eval(source), SyntaxError, what);
shouldThrow(() => new AsyncFunction("if (true)\n await using r = null;"), SyntaxError, "AsyncFunction if body");

// Async code: line-start `await using`, and `await using` heads that await each disposal.
async function lineStart() {
    log.push("start");
    await using a = asyncResource("a")
    await using b = resource("b");
/* a comment */
await using c = asyncResource("c")
    log.push("body");
}
async function awaitHeads() {
    for (await using r of [asyncResource("1"), resource("2"), null]) log.push("body " + (r && r.name));
    for await (using r of [resource("3")]) log.push("body 3");
    for await (await using r of [asyncResource("4")]) log.push("body 4");
    for (await using a = asyncResource("5"), b = resource("6"); ; ) { log.push("body 5"); break; }
    for (await using of of [null]) log.push("of");
}
async function main() {
    log = [];
    await lineStart();
    shouldBe(log.join(), "start,body,async c,dispose b,async a", "line-start await using");
    log = [];
    await awaitHeads();
    shouldBe(log.join(), "body 1,async 1,body 2,dispose 2,body null,body 3,dispose 3,body 4,async 4,body 5,dispose 6,async 5,of",
        "await using heads");
    log = [];
    await (async () => { for (await using r of [{}]) log.push("never"); })().then(
        () => { throw new Error("should have rejected"); },
        e => shouldBe(e instanceof TypeError, true, "no dispose method"));
    shouldBe(log.join(), "", "no body for a bad resource");
}

let finished = false;
main().then(() => { finished = true; }, e => { print("FAIL: " + e + "\n" + e.stack); throw e; });
// The script ends before the jobs run; the check runs as the last job.
Promise.resolve().then(function check(n = 0) {
    if (!finished) {
        if (n > 1000) throw new Error("main did not finish");
        return Promise.resolve().then(() => check(n + 1));
    }
});
