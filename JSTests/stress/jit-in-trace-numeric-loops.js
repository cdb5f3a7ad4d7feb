// $vm.inTrace() answers false when the interpreter calls it; a trace folds the call to true.
// Numeric loops inside functions (int32 and double locals, compares, branches, booleans)
// are what the JIT's first tier compiles, so once such a loop is warm its last iterations
// run in a trace and `last = inTrace()` leaves true behind. The results must be the
// interpreter's in every mode. (`inTrace` is read into a local first, so that the loops
// need nothing of the JIT but numbers and the call it folds.)
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

// The loop threshold, or 0 with --no-jit (then no trace can run).
const threshold = $vm.jitThreshold();
const jit = threshold > 0;
const n = 300;

function intLoop(n) {
    const inTrace = $vm.inTrace;
    let last = false, sum = 0;
    for (let i = 0; i < n; i++) {
        sum = sum + (i & 7) * 3 - 1;
        last = inTrace();
    }
    return [sum, last];
}

function doubleLoop(n) {
    const inTrace = $vm.inTrace;
    let last = false, x = 0.5;
    for (let i = 0; i < n; i++) {
        x = x * 0.75 + i / 4;
        last = inTrace();
    }
    return [x, last];
}

// Branches whose direction settles at i = 40. The first tier has no side traces yet: an
// iteration that leaves the recorded path finishes in the interpreter, so the last one runs
// in a trace only if the loop was recorded after i = 40 (not in eager mode).
function branchyLoop(n) {
    const inTrace = $vm.inTrace;
    let last = false, a = 0, b = 0, c = 0, flag = false;
    for (let i = 0; i < n; i++) {
        if (i < 20)
            a = a + i;
        else if (i < 40)
            b = b - 2;
        else
            c = c ^ (i * 7);
        flag = !flag;
        a = i > 30 ? a + 1 : a;
        last = inTrace();
    }
    return [a * 1000000 + b * 1000 + c, flag, last];
}

function whileLoop(n) {
    const inTrace = $vm.inTrace;
    let last = false, i = n, product = 1;
    while (i > 0) {
        product = (product * 3 + i) & 0xffff;
        i = i - 1;
        last = inTrace();
    }
    return [product, last];
}

function doWhileLoop(n) {
    const inTrace = $vm.inTrace;
    let last = false, i = 0, t = 0.125;
    do {
        t = t + i * 0.5;
        last = inTrace();
    } while (++i < n);
    return [t, last];
}

// f(n) returns its results and then whether its last iteration ran in a trace, which must
// be false with --no-jit and true with the JIT when `traced` (the default).
function check(name, f, expected, traced = true) {
    for (let call = 0; call < 2; call++) {
        const result = f(n);
        for (let k = 0; k < expected.length; k++)
            shouldBe(result[k], expected[k], name + " result " + k + " (call " + call + ")");
        const last = result[expected.length];
        if (!jit || traced)
            shouldBe(last, jit, name + ": the last iteration ran in a trace (call " + call + ")");
    }
}

// Root traces: side traces grown from the branchy loop's exits are counted apart.
const roots = () => $vm.jitStats().tracesCompiled - $vm.jitStats().sideTraces;
const before = roots();
check("intLoop", intLoop, [2826]);
check("doubleLoop", doubleLoop, [296]);
check("branchyLoop", branchyLoop, [458962316, false], threshold > 40);
check("whileLoop", whileLoop, [41739]);
check("doWhileLoop", doWhileLoop, [22425.125]);

// Every loop above compiled, once for the straight ones (the second call ran the same
// trace). The branchy loop may compile twice: a trace whose runs keep leaving its path
// before an iteration completes is dropped, and the loop recorded again on its new path.
const compiled = roots() - before;
if (jit)
    shouldBe(compiled === 5 || compiled === 6, true, "traces compiled (" + compiled + ")");
else
    shouldBe(compiled, 0, "traces compiled");

// Outside a trace it is false, in every mode.
shouldBe($vm.inTrace(), false, "inTrace() at the top level");
