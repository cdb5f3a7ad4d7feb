function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}
function asyncTest(fn) {
    let finished = false;
    Promise.resolve(fn()).then(() => { finished = true; }, error => { finished = true; throw error; });
    let tail = Promise.resolve();
    for (let i = 0; i < 500; i++)
        tail = tail.then(() => {});
    tail.then(() => { if (!finished) throw new Error("async test did not finish"); });
}

// for await over a sync iterable awaits each value.
asyncTest(async () => {
    var values = [Promise.resolve(1), 2, Promise.resolve(3)];
    var out = [];
    for await (var v of values) out.push(v);
    shouldBe(out.join(), "1,2,3");

    // Thenables are awaited too.
    var thenable = { then(resolve) { resolve("thenable"); } };
    var got = [];
    for await (var t of [thenable]) got.push(t);
    shouldBe(got[0], "thenable");

    // A rejected promise in the array throws into the loop.
    var caught;
    try {
        for await (var r of [Promise.resolve(1), Promise.reject(new TypeError("bad"))]) {}
    } catch (e) {
        caught = e;
    }
    shouldBe(caught instanceof TypeError, true);

    // Strings work as sync iterables.
    var chars = [];
    for await (var c of "ab") chars.push(c);
    shouldBe(chars.join(), "a,b");

    // for await is only valid in async functions and modules.
    shouldThrow(() => eval("function f() { for await (var x of []) {} }"), SyntaxError);
});
