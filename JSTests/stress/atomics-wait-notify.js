function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(f, errorType, message) {
    try { f(); } catch (e) {
        if (!(e instanceof errorType))
            throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but got " + e);
        return;
    }
    throw new Error((message ? message + ": " : "") + "expected " + errorType.name + " but nothing was thrown");
}

var i32 = new Int32Array(new SharedArrayBuffer(16));
var i64 = new BigInt64Array(new SharedArrayBuffer(16));

// wait answers "not-equal" at once when the element differs, "timed-out" after the timeout.
shouldBe(Atomics.wait(i32, 0, 1), "not-equal");
shouldBe(Atomics.wait(i32, 0, 0, 0), "timed-out");
shouldBe(Atomics.wait(i32, 0, 0, -Infinity), "timed-out");
shouldBe(Atomics.wait(i32, 0, 0, 1), "timed-out");
shouldBe(Atomics.wait(i64, 1, 0n, 0), "timed-out");
shouldBe(Atomics.wait(i64, 1, 1n, 0), "not-equal");
// The value is compared after ToInt32 / ToBigInt64.
i32[1] = -1;
shouldBe(Atomics.wait(i32, 1, 2 ** 32 - 1, 0), "timed-out");
i64[0] = -1n;
shouldBe(Atomics.wait(i64, 0, 2n ** 64n - 1n, 0), "timed-out");

// Nothing can ever wake a wait of this single agent: an endless wait on a matching element
// is a TypeError here rather than a hang (node's main thread would block forever).
if (typeof process !== "object") {
    shouldThrow(() => Atomics.wait(i32, 0, 0), TypeError, "no timeout");
    shouldThrow(() => Atomics.wait(i32, 0, 0, Infinity), TypeError, "infinite timeout");
    shouldThrow(() => Atomics.wait(i32, 0, 0, NaN), TypeError, "NaN timeout");
    shouldThrow(() => Atomics.wait(i32, 0, 0, 1e300), TypeError, "a timeout past the clock's range");
    shouldThrow(() => Atomics.wait(i64, 0, -1n), TypeError, "BigInt64Array");
}

// Only Int32Array and BigInt64Array over a SharedArrayBuffer can wait.
shouldThrow(() => Atomics.wait(new Int32Array(4), 0, 0, 0), TypeError, "not shared");
shouldThrow(() => Atomics.wait(new Int16Array(new SharedArrayBuffer(8)), 0, 0, 0), TypeError);
shouldThrow(() => Atomics.wait(new Uint32Array(new SharedArrayBuffer(8)), 0, 0, 0), TypeError);
shouldThrow(() => Atomics.wait(new BigUint64Array(new SharedArrayBuffer(8)), 0, 0n, 0), TypeError);
shouldThrow(() => Atomics.wait(i32, 4, 0, 0), RangeError);
shouldThrow(() => Atomics.wait(i32, 0, Symbol(), 0), TypeError);
shouldThrow(() => Atomics.wait(i64, 0, 0, 0), TypeError, "BigInt64Array needs a BigInt");

// notify: nobody waits synchronously; a non-shared Int32Array is fine and returns 0.
shouldBe(Atomics.notify(i32, 0), 0);
shouldBe(Atomics.notify(i32, 0, 5), 0);
shouldBe(Atomics.notify(new Int32Array(4), 0, 1), 0);
shouldThrow(() => Atomics.notify(new Int32Array(4), 4, 1), RangeError);
shouldThrow(() => Atomics.notify(new Uint8Array(4), 0, 1), TypeError);
shouldThrow(() => Atomics.notify(i32, 0, Symbol()), TypeError);

// waitAsync answers at once without waiting, or with a promise that notify resolves.
var now = Atomics.waitAsync(i32, 0, 1);
shouldBe(now.async, false);
shouldBe(now.value, "not-equal");
shouldBe(Object.getPrototypeOf(now), Object.prototype);
now = Atomics.waitAsync(i32, 0, 0, 0);
shouldBe(now.async, false);
shouldBe(now.value, "timed-out");
shouldThrow(() => Atomics.waitAsync(new Int32Array(4), 0, 0), TypeError);

var order = [];
var first = Atomics.waitAsync(i32, 2, 0);
var second = Atomics.waitAsync(i32, 2, 0, 100000);
var third = Atomics.waitAsync(i32, 2, 0);
var elsewhere = Atomics.waitAsync(i32, 3, 0);
var big = Atomics.waitAsync(i64, 1, 0n);
shouldBe(first.async, true);
shouldBe(first.value instanceof Promise, true);
first.value.then((v) => order.push("first " + v));
second.value.then((v) => order.push("second " + v));
third.value.then((v) => order.push("third " + v));
elsewhere.value.then((v) => order.push("elsewhere " + v));
big.value.then((v) => order.push("big " + v));

// Notifying another index, or a negative count, wakes nobody.
shouldBe(Atomics.notify(i32, 1), 0);
shouldBe(Atomics.notify(i32, 2, -3), 0);
// Waiters wake in the order they started waiting, up to the count.
shouldBe(Atomics.notify(i32, 2, 2), 2);
shouldBe(Atomics.notify(i32, 2), 1);
shouldBe(Atomics.notify(i32, 2), 0);
// A view with another offset over the same bytes addresses the same location.
shouldBe(Atomics.notify(new Int32Array(i32.buffer, 8), 1, Infinity), 1);
shouldBe(Atomics.notify(i64, 1, 1), 1);

// The promises resolve after notify returns, in the order of the notifications. (The
// check runs once the jobs have run: a timer where there is one, else a chain of jobs.)
function check() {
    shouldBe(order.join(), "first ok,second ok,third ok,elsewhere ok,big ok");
}
if (typeof setTimeout === "function") {
    setTimeout(check, 10);
} else {
    var chain = Promise.resolve();
    for (var i = 0; i < 10; i++) chain = chain.then(() => 0);
    chain.then(check);
}
