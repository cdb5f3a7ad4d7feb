//@ gcStressEvery(1000)
// A loop whose recording always aborts is retried after a growing penalty and then
// blacklisted: from then on it runs in the interpreter without being recorded again, so
// its abort count stops growing. The loops use what the trace JIT does not record (and is
// not about to): a generator's `yield` and a direct eval with spread arguments. Each runs
// long enough in one call to be blacklisted; the calls after it must add no aborts and no
// blacklisting. (The for-of over the generator traces at its first recording; no other
// loop runs between the measurements. Both allocate per iteration, hence the thinner GC
// stress.)
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

function* counting(n) {
    for (let i = 0; i < n; i++)
        yield i & 15;
}

function yielding(n) {
    let s = 0;
    for (const v of counting(n)) s = s + v;
    return s;
}

function evaluating(n) {
    const source = ["3"];
    let s = 0;
    for (let i = 0; i < n; i++)
        s = s + eval(...source);
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

blacklistedAfterOneCall("yield", yielding, 7.5 * n);
blacklistedAfterOneCall("eval(...source)", evaluating, 3 * n);
