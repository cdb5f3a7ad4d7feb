function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Async functions are not constructors and have no prototype property.
async function f() {}
shouldThrow(() => new f(), TypeError);
shouldBe(f.hasOwnProperty("prototype"), false);
var AsyncFunctionPrototype = Object.getPrototypeOf(f);
shouldBe(Object.getPrototypeOf(AsyncFunctionPrototype), Function.prototype);
shouldBe(typeof f, "function");
shouldBe(f.name, "f");
shouldBe(f.length, 0);

// Async function expressions and their name binding.
var e = async function named() { return named; };
shouldBe(e.name, "named");
var resolved = null;
e().then(v => { resolved = v; });
var done = false;
Promise.resolve().then(() => {}).then(() => {}).then(() => {
    shouldBe(resolved, e);
    done = true;
}).then(() => { if (!done) throw new Error("check did not run"); });
