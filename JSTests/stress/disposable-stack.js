// DisposableStack and AsyncDisposableStack (ES2026): use, adopt, defer, move, dispose and
// disposeAsync, the disposed state, and errors folded into SuppressedErrors.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, type, message) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof type)) throw new Error((message || "") + ": wrong error " + e); }
    if (!threw) throw new Error((message || "") + ": expected an exception");
}

let log = [];
const stack = new DisposableStack();
shouldBe(stack.disposed, false);
const resource = { [Symbol.dispose]() { log.push("use"); } };
shouldBe(stack.use(resource), resource);
shouldBe(stack.use(null), null);
shouldBe(stack.adopt(42, value => log.push("adopt " + value)), 42);
shouldBe(stack.defer(() => log.push("defer")), undefined);
shouldBe(stack[Symbol.dispose], stack.dispose, "@@dispose is dispose");
shouldBe(Object.prototype.toString.call(stack), "[object DisposableStack]");
stack.dispose();
shouldBe(log.join(), "defer,adopt 42,use");
shouldBe(stack.disposed, true);
stack.dispose();
shouldBe(log.join(), "defer,adopt 42,use", "a second dispose does nothing");
shouldThrow(() => stack.use(resource), ReferenceError, "use after dispose");
shouldThrow(() => stack.defer(() => {}), ReferenceError);
shouldThrow(() => stack.move(), ReferenceError);

// Bad arguments and receivers.
const fresh = new DisposableStack();
shouldThrow(() => fresh.use(1), TypeError);
shouldThrow(() => fresh.use({}), TypeError);
shouldThrow(() => fresh.defer(1), TypeError);
shouldThrow(() => fresh.adopt(1, {}), TypeError);
shouldThrow(() => DisposableStack(), TypeError, "call without new");
shouldThrow(() => DisposableStack.prototype.dispose.call({}), TypeError);
shouldThrow(() => DisposableStack.prototype.use.call(new AsyncDisposableStack(), null), TypeError);

// move: the new stack takes the resources.
log = [];
const source = new DisposableStack();
source.defer(() => log.push("moved"));
const target = source.move();
shouldBe(source.disposed, true);
shouldBe(target.disposed, false);
source.dispose();
shouldBe(log.join(), "");
target.dispose();
shouldBe(log.join(), "moved");
class Sub extends DisposableStack {}
const sub = new Sub();
shouldBe(sub instanceof Sub, true);
shouldBe(Object.getPrototypeOf(sub.move()), DisposableStack.prototype, "move makes a plain DisposableStack");

// Errors: later disposals suppress earlier ones.
const failing = new DisposableStack();
failing.defer(() => { throw new Error("first added"); });
failing.defer(() => { throw new Error("second added"); });
try {
    failing.dispose();
    throw new Error("not thrown");
} catch (e) {
    shouldBe(e instanceof SuppressedError, true);
    shouldBe(e.error.message, "first added");
    shouldBe(e.suppressed.message, "second added");
}

// SuppressedError itself.
const se = new SuppressedError("e", "s", "msg");
shouldBe(se.error, "e");
shouldBe(se.suppressed, "s");
shouldBe(se.message, "msg");
shouldBe(se.name, "SuppressedError");
shouldBe(Object.getPrototypeOf(SuppressedError), Error);
shouldBe(SuppressedError.length, 3);
shouldBe(Object.prototype.hasOwnProperty.call(SuppressedError(1, 2), "message"), false);
shouldBe(Error.isError(se), true);

// A stack used in a using declaration.
log = [];
{
    using s = new DisposableStack();
    s.defer(() => log.push("scoped"));
}
shouldBe(log.join(), "scoped");

// Many resources, disposed of in a hot loop.
let total = 0;
for (let i = 0; i < 100; i++) {
    const s = new DisposableStack();
    for (let j = 0; j < 10; j++) s.defer(() => { total++; });
    s.dispose();
}
shouldBe(total, 1000);

// AsyncDisposableStack.
async function main() {
    log = [];
    const a = new AsyncDisposableStack();
    a.use({ async [Symbol.asyncDispose]() { await null; log.push("async use"); } });
    a.use({ [Symbol.dispose]() { log.push("sync use"); } });
    a.use(null);
    a.adopt("v", async value => { log.push("adopt " + value); });
    a.defer(() => { log.push("defer"); });
    shouldBe(a[Symbol.asyncDispose], a.disposeAsync);
    shouldBe(Object.prototype.toString.call(a), "[object AsyncDisposableStack]");
    const promise = a.disposeAsync();
    shouldBe(promise instanceof Promise, true);
    shouldBe(a.disposed, true);
    shouldBe(await promise, undefined);
    shouldBe(log.join(), "defer,adopt v,sync use,async use");
    shouldBe(await a.disposeAsync(), undefined, "again");

    let rejected;
    await AsyncDisposableStack.prototype.disposeAsync.call({}).catch(e => { rejected = e; });
    shouldBe(rejected instanceof TypeError, true, "a bad receiver rejects");

    const b = new AsyncDisposableStack();
    b.defer(async () => { throw new Error("x"); });
    b.defer(() => { throw new Error("y"); });
    let error;
    await b.disposeAsync().catch(e => { error = e; });
    shouldBe(error instanceof SuppressedError, true);
    shouldBe(error.error.message, "x");
    shouldBe(error.suppressed.message, "y");

    const c = new AsyncDisposableStack();
    c.defer(() => log.push("moved async"));
    const d = c.move();
    shouldBe(c.disposed, true);
    log = [];
    await d.disposeAsync();
    shouldBe(log.join(), "moved async");

    // %AsyncIteratorPrototype%[@@asyncDispose] calls return.
    let returned = 0;
    const asyncIterator = { __proto__: Object.getPrototypeOf(Object.getPrototypeOf((async function* () {})())), return() { returned++; return {}; } };
    shouldBe(await asyncIterator[Symbol.asyncDispose](), undefined);
    shouldBe(returned, 1);
}
let finished = false;
main().then(() => { finished = true; }, e => { print("FAIL: " + e + "\n" + e.stack); throw e; });
Promise.resolve().then(function check(n = 0) {
    if (!finished) {
        if (n > 1000) throw new Error("main did not finish");
        return Promise.resolve().then(() => check(n + 1));
    }
});
