//@ requireOptions("--test262")
// A growable SharedArrayBuffer grown by another agent: each agent's buffer object caches
// the byte length, raised by its own grow; the byteLength getter (a seq-cst read), the
// views' length getters and every Atomics operation catch up with the shared block, so
// the growth is seen, and its new bytes hold what the other agent stored.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + JSON.stringify(expected) + " but got " + JSON.stringify(actual));
}

function getReport() {
    const deadline = Date.now() + 30000;
    let report;
    while ((report = $262.agent.getReport()) === null) {
        if (Date.now() > deadline)
            throw new Error("no report came");
        $262.agent.sleep(1);
    }
    return report;
}

const sab = new SharedArrayBuffer(8, { maxByteLength: 64 });
const fixed = new Int32Array(sab, 0, 2);      // [0]: the agent's step
const tracking = new Int32Array(sab);         // follows the length
const late = new Int32Array(sab, 0, 2);       // read through Atomics only

$262.agent.start(`
    $262.agent.receiveBroadcast(function (sab) {
        const i32a = new Int32Array(sab);
        sab.grow(32);
        const grown = new Int32Array(sab);
        Atomics.store(grown, 6, 42);
        Atomics.store(i32a, 0, 1);
        $262.agent.report("grown to " + sab.byteLength);
        $262.agent.leaving();
    });
`);
$262.agent.broadcast(sab);
shouldBe(getReport(), "grown to 32");

// An Atomics operation synchronises with the agent: the growth is seen from then on.
shouldBe(Atomics.load(late, 0), 1, "the agent's step");
shouldBe(tracking.length, 8, "the length-tracking view's length");
shouldBe(sab.byteLength, 32, "byteLength");
shouldBe(Atomics.load(tracking, 6), 42, "a value in the grown part");
shouldBe(tracking[6], 42, "a plain read of the grown part");
shouldBe(fixed.length, 2, "a fixed-length view keeps its length");

// Growing here again starts from the shared length, never below it.
shouldThrow(() => sab.grow(16), RangeError);
sab.grow(48);
shouldBe(sab.byteLength, 48);
shouldBe(tracking.length, 12);
shouldBe(tracking[6], 42);

function shouldThrow(f, type) {
    let threw = false;
    try { f(); } catch (e) { threw = e instanceof type; }
    shouldBe(threw, true, "throws " + type.name);
}
