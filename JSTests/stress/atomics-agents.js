//@ requireOptions("--test262")
// $262.agent: agents are engines on threads of their own sharing a SharedArrayBuffer's
// memory. Atomics.add from several threads loses no update, Atomics.notify wakes waiters
// of other threads (and counts them), and Atomics.waitAsync promises settle through the
// event loop, whether another agent notifies them or their timeout passes.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + JSON.stringify(expected) + " but got " + JSON.stringify(actual));
}

function shouldThrow(f, type, message) {
    let threw = false;
    try { f(); } catch (e) { threw = e instanceof type; }
    shouldBe(threw, true, message);
}

function waitUntil(i32a, index, expected) {
    const deadline = Date.now() + 30000;
    while (Atomics.load(i32a, index) !== expected) {
        if (Date.now() > deadline)
            throw new Error("index " + index + " never became " + expected + ": " + Atomics.load(i32a, index));
        Atomics.pause(8);
    }
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

// Atomics.pause validates N and returns undefined.
shouldBe(Atomics.pause(), undefined);
shouldBe(Atomics.pause(-0), undefined);
shouldBe(Atomics.pause(1e9), undefined);
shouldThrow(() => Atomics.pause(1.5), TypeError, "pause(1.5)");
shouldThrow(() => Atomics.pause("1"), TypeError, "pause('1')");
shouldThrow(() => Atomics.pause(NaN), TypeError, "pause(NaN)");
shouldThrow(() => Atomics.pause(Infinity), TypeError, "pause(Infinity)");
shouldBe(Atomics.pause.length, 0);

// Indices of the shared Int32Array.
const RUNNING = 0, COUNTER = 1, WAIT = 2, ASYNC = 3, GO = 4;
const ADDS = 2000;
const AGENTS = 2;
const i32a = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * 8));

// A sync wait with no timeout on a buffer no other agent holds would never end.
shouldThrow(() => Atomics.wait(i32a, WAIT, 0), TypeError, "a wait nobody can end");
shouldBe(Atomics.wait(i32a, WAIT, 1, 0), "not-equal");
shouldBe(Atomics.wait(i32a, WAIT, 0, 1), "timed-out");

for (let i = 0; i < AGENTS; i++) {
    $262.agent.start(`
        $262.agent.receiveBroadcast(function(sab, id) {
            const i32a = new Int32Array(sab);
            for (let j = 0; j < ${ADDS}; j++)
                Atomics.add(i32a, ${COUNTER}, 1);
            Atomics.add(i32a, ${RUNNING}, 1);
            // Wait until the main agent notifies: "ok" (the timeout is a safety net).
            $262.agent.report("wait:" + Atomics.wait(i32a, ${WAIT}, 0, 60000));
            // The last one to wake notifies the main agent's async waiter.
            if (Atomics.add(i32a, ${GO}, 1) === ${AGENTS - 1}) {
                while (Atomics.notify(i32a, ${ASYNC}) === 0)
                    $262.agent.sleep(1);
            }
            $262.agent.report("id:" + id);
            $262.agent.leaving();
        });
    `);
}
$262.agent.broadcast(i32a.buffer, 7);
for (let j = 0; j < ADDS; j++)
    Atomics.add(i32a, COUNTER, 1);
waitUntil(i32a, RUNNING, AGENTS);
shouldBe(Atomics.load(i32a, COUNTER), (AGENTS + 1) * ADDS, "no lost update");

// Both agents wait (or are about to): notify until both were woken, one at a time.
let woken = 0;
const deadline = Date.now() + 30000;
while (woken < AGENTS) {
    const n = Atomics.notify(i32a, WAIT, 1);
    if (n > 1)
        throw new Error("notify(count 1) woke " + n);
    woken += n;
    if (Date.now() > deadline)
        throw new Error("the agents never waited");
}
shouldBe(Atomics.notify(i32a, WAIT), 0, "nobody waits any more");

// The async waiter that the last agent notifies.
let settled = 0;
const result = Atomics.waitAsync(i32a, ASYNC, 0);
shouldBe(result.async, true);
result.value.then(value => {
    shouldBe(value, "ok", "waitAsync notified by an agent");
    settled++;
});

// An async waiter that times out through the event loop.
const timeout = Atomics.waitAsync(i32a, WAIT, 0, 20);
shouldBe(timeout.async, true);
timeout.value.then(value => {
    shouldBe(value, "timed-out", "waitAsync with a timeout");
    settled++;
});

const reports = [];
for (let i = 0; i < 2 * AGENTS; i++)
    reports.push(getReport());
reports.sort();
shouldBe(reports.join(), "id:7,id:7,wait:ok,wait:ok");

// A BigInt id reaches the agent as a BigInt; the agent sees the counter the others left.
$262.agent.start(`
    $262.agent.receiveBroadcast(function(sab, id) {
        $262.agent.report(typeof id + ":" + id + ":" + Atomics.load(new Int32Array(sab), ${COUNTER}));
        $262.agent.leaving();
    });
`);
$262.agent.broadcast(i32a.buffer, 123456789012345678901234567890n);
shouldBe(getReport(), "bigint:123456789012345678901234567890:" + (AGENTS + 1) * ADDS);
shouldThrow(() => $262.agent.broadcast(new ArrayBuffer(8)), TypeError, "broadcast of an ArrayBuffer");

// The promises settle in later turns of the event loop; fail if they never do.
const settleDeadline = Date.now() + 30000;
(function check() {
    if (settled === 2)
        return;
    if (Date.now() > settleDeadline)
        throw new Error("waitAsync promises never settled: " + settled);
    setTimeout(check, 5);
})();
