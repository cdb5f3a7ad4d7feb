function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function asyncTest(fn) {
    let finished = false;
    Promise.resolve(fn()).then(() => { finished = true; }, error => { finished = true; throw error; });
    let tail = Promise.resolve();
    for (let i = 0; i < 500; i++)
        tail = tail.then(() => {});
    tail.then(() => { if (!finished) throw new Error("async test did not finish"); });
}

// finally blocks run after awaits, with returns and throws.
var log = [];
async function f() {
    try {
        await null;
        log.push("try");
        return "result";
    } finally {
        await null;
        log.push("finally");
    }
}
async function g() {
    try {
        await Promise.reject(new TypeError());
    } finally {
        log.push("g finally");
    }
}
async function h() {
    try {
        return "try value";
    } finally {
        return await Promise.resolve("finally value");
    }
}
asyncTest(async () => {
    shouldBe(await f(), "result");
    shouldBe(log.join(), "try,finally");
    var err = await g().catch(e => e);
    shouldBe(err instanceof TypeError, true);
    shouldBe(log[2], "g finally");
    shouldBe(await h(), "finally value");
});
