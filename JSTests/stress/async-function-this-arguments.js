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

// Async functions receive this and arguments like normal functions.
async function f() {
    "use strict";
    await null;
    return [this, arguments.length, arguments[0]];
}
var obj = { f };
asyncTest(async () => {
    var r = await obj.f("x", "y");
    shouldBe(r[0], obj);
    shouldBe(r[1], 2);
    shouldBe(r[2], "x");

    var r2 = await f.call("self");
    shouldBe(r2[0], "self");

    // Mapped arguments in sloppy async functions.
    async function sloppy(a) {
        arguments[0] = "changed";
        await null;
        return a;
    }
    shouldBe(await sloppy("orig"), "changed");

    // await is an identifier outside async functions in scripts, but a keyword inside.
    shouldThrow(() => eval("async function g() { var await; }"), SyntaxError);
    shouldBe(eval("var await = 3; await"), 3);
});
