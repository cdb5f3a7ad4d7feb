//@ gcStressEvery(1000)
// A loop whose recording always aborts is retried after a growing penalty and then
// blacklisted: from then on it runs in the interpreter without being recorded again, so
// its abort count stops growing. The loops use what the trace JIT does not record (and is
// not about to): a `debugger` statement and a `with` statement. Each runs long enough in one call to
// be blacklisted; the calls after it must add no aborts and no blacklisting. (No other
// loop runs between the measurements. `with` allocates a scope per iteration, hence the
// thinner GC stress.)
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const jit = $vm.jitThreshold() > 0;
const n = 200000;

function totalAborts() {
    const aborts = $vm.jitStats().aborts;
    return Object.values(aborts).reduce((sum, count) => sum + count, 0);
}

function debugging(n) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        debugger;
        s = s + (i & 15);
    }
    return s;
}

function withScope(n) {
    const o = { a: 3 };
    let s = 0;
    for (let i = 0; i < n; i++) {
        with (o)
            s = s + a;
    }
    return s;
}

function blacklistedAfterOneCall(name, f, expected) {
    const blacklisted = $vm.jitStats().blacklisted;
    const aborts = totalAborts();
    shouldBe(f(n), expected, name + " (first call)");
    if (jit) {
        shouldBe($vm.jitStats().blacklisted - blacklisted, 1, name + ": loops blacklisted");
        shouldBe(totalAborts() > aborts, true, name + ": aborts before the blacklisting");
    }
    const abortsAfter = totalAborts();
    const blacklistedAfter = $vm.jitStats().blacklisted;
    // No loop here: each call is written out.
    shouldBe(f(65536), expected * 65536 / n, name + " (second call)");
    shouldBe(f(1024), expected * 1024 / n, name + " (third call)");
    shouldBe(totalAborts(), abortsAfter, name + ": aborts after the blacklisting");
    shouldBe($vm.jitStats().blacklisted, blacklistedAfter, name + ": blacklisted again");
}

blacklistedAfterOneCall("debugger", debugging, 7.5 * n);
blacklistedAfterOneCall("with (o)", withScope, 3 * n);
