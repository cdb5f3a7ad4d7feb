// `await using` declarations (ES2026): resources are disposed of in reverse order when
// their scope ends, awaiting each @@asyncDispose result; sync @@dispose methods are used
// when there is no @@asyncDispose; errors fold into SuppressedErrors and reject.
//
// Each `await using` here follows another token on its line: boa_parser 0.22 only takes
// `await using` for a declaration when no line break comes right before `await` (it looks
// one token too short past a buffered line terminator). The compiler works around that
// (using_fixup.rs, tested by using-line-start-and-for-heads.js); this file keeps to the
// form boa parses itself.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

let log = [];
function asyncResource(name, fail) {
    return {
        async [Symbol.asyncDispose]() {
            log.push("start " + name);
            await null;
            log.push("end " + name);
            if (fail) throw new Error(name);
        },
    };
}
function syncResource(name) {
    return { [Symbol.dispose]() { log.push("sync " + name); } };
}

async function order() {
    {   await using a = asyncResource("a"); await using b = syncResource("b");
        using c = syncResource("c");
        log.push("declared"); await using d = asyncResource("d");
        log.push("body");
    }
    log.push("after");
}

async function returns() {   await using a = asyncResource("r");
    return "value";
}

async function throws() {   await using a = asyncResource("x", true); await using b = asyncResource("y", true);
    throw new TypeError("body");
}

async function nullAwaits() {
    const ticks = [];
    let done = false;
    const p = (async () => {
        {   await using nothing = null;
        }
        done = true;
    })();
    ticks.push(done);
    await p;
    ticks.push(done);
    return ticks;
}

async function notEvaluated() {
    let done = false;
    const p = (async () => {
        {
            if (true) {
                done = true;
            } else {   await using never = null;
            }
        }
    })();
    return done;
}

async function forOf() {
    const seen = [];
    for (const name of ["p", "q"]) {   await using r = asyncResource(name);
        seen.push(name);
    }
    return seen.join();
}

async function* asyncGenerator() {   await using g = asyncResource("agen");
    yield 1;
    yield 2;
}

async function main() {
    await order();
    shouldBe(log.join(), "declared,body,start d,end d,sync c,sync b,start a,end a,after", "order");

    log = [];
    shouldBe(await returns(), "value");
    shouldBe(log.join(), "start r,end r");

    log = [];
    try {
        await throws();
        throw new Error("should have thrown");
    } catch (e) {
        shouldBe(e instanceof SuppressedError, true);
        shouldBe(e.error.message, "x");
        shouldBe(e.suppressed instanceof SuppressedError, true);
        shouldBe(e.suppressed.error.message, "y");
        shouldBe(e.suppressed.suppressed instanceof TypeError, true);
    }
    shouldBe(log.join(), "start y,end y,start x,end x");

    const ticks = await nullAwaits();
    shouldBe(ticks.join(), "false,true", "await using null awaits");
    shouldBe(await notEvaluated(), true, "nothing to await");

    log = [];
    shouldBe(await forOf(), "p,q");
    shouldBe(log.join(), "start p,end p,start q,end q");

    log = [];
    const it = asyncGenerator();
    shouldBe((await it.next()).value, 1);
    await it.return(9);
    shouldBe(log.join(), "start agen,end agen", "return() of a suspended async generator");

    // Bad resources reject.
    try {
        await (async () => { await using bad = {}; })();
        throw new Error("should have thrown");
    } catch (e) {
        shouldBe(e instanceof TypeError, true, "no dispose method");
    }
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
