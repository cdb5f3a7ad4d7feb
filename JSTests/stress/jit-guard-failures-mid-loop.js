// Traces specialise on what the first iterations saw: a receiver's structure, an array's
// indexing shape, an int32 that has not overflowed, a typed array's length. Each case
// here changes that assumption in the middle of a hot loop; the trace must exit at the
// guard and the interpreter finish the iteration with the same result as with --no-jit.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// A structure change: the receiver gains a property halfway, and its `x` moves to a
// different offset when properties are deleted and re-added.
function structureChange() {
    const o = { x: 1, y: 2 };
    let sum = 0;
    for (let i = 0; i < 2000; i++) {
        if (i === 700) o.z = 3;
        if (i === 1400) { delete o.x; o.x = 10; }
        sum += o.x + o.y;
    }
    return sum;
}
shouldBe(structureChange(), 700 * 3 + 700 * 3 + 600 * 12);

// Int32 overflow on every iteration index near the limit: the sum turns into a double.
function overflow(start) {
    let s = start;
    for (let i = 0; i < 300; i++) s = s + 1000000;
    return s;
}
shouldBe(overflow(2147483647 - 150 * 1000000), 2147483647 + 150 * 1000000);
shouldBe(overflow(-2147483648), -2147483648 + 300 * 1000000);

// A hole appearing in a packed array mid-loop; the prototype then answers for it.
function holeAppears() {
    const a = [];
    for (let i = 0; i < 100; i++) a.push(i);
    let sum = 0;
    for (let round = 0; round < 20; round++) {
        for (let i = 0; i < a.length; i++) {
            const v = a[i];
            sum += v === undefined ? 1000 : v;
        }
        if (round === 10) delete a[50];
    }
    return sum;
}
shouldBe(holeAppears(), 20 * 4950 + 9 * (1000 - 50));

// A prototype gaining a property that a traced load found on it.
function prototypeGains() {
    function Point(x) { this.x = x; }
    Point.prototype.scale = 2;
    const points = [];
    for (let i = 0; i < 10; i++) points.push(new Point(i));
    let sum = 0;
    for (let i = 0; i < 3000; i++) {
        if (i === 1500) Object.defineProperty(Point.prototype, "scale", { value: 3 });
        sum += points[i % 10].x * points[i % 10].scale;
    }
    return sum;
}
shouldBe(prototypeGains(), 1500 / 10 * 45 * 2 + 1500 / 10 * 45 * 3);

// An array turning into ArrayStorage (a sparse element far away) mid-loop.
function toArrayStorage() {
    const a = [1, 2, 3, 4, 5, 6, 7, 8];
    let sum = 0;
    for (let i = 0; i < 4000; i++) {
        if (i === 2000) a[1000000] = 1;
        sum += a[i & 7];
        a[i & 7] = (a[i & 7] + 1) | 0;
    }
    return sum + a.length;
}
const storageExpected = (() => {
    // Each element k is read 500 times, growing by one each time: 500 * (k+1) + 124750.
    let total = 0;
    for (let k = 0; k < 8; k++) total += 500 * (k + 1) + 124750;
    return total + 1000001;
})();
shouldBe(toArrayStorage(), storageExpected);

// A typed array whose buffer is detached mid-loop: its elements read as undefined.
function detached() {
    const buffer = new ArrayBuffer(64);
    const view = new Int32Array(buffer);
    for (let i = 0; i < 16; i++) view[i] = i;
    let sum = 0;
    let undefinedReads = 0;
    for (let i = 0; i < 1000; i++) {
        if (i === 500) detach(buffer);
        const v = view[i & 15];
        if (v === undefined) undefinedReads++;
        else sum += v;
    }
    return sum + "/" + undefinedReads + "/" + view.length;
}
function detach(buffer) {
    if (typeof buffer.transfer === "function") buffer.transfer();
}
const detachedResult = detached();
if (typeof ArrayBuffer.prototype.transfer === "function")
    // 31 full cycles of 0..15 (120 each) and 0..3 before the detach.
    shouldBe(detachedResult, "3726/500/0");

// A global rebound to another type mid-loop.
var counterGlobal = 0;
function globalChanges() {
    for (let i = 0; i < 1000; i++) {
        if (i === 600) counterGlobal = counterGlobal + 0.5;
        counterGlobal = counterGlobal + 1;
    }
    return counterGlobal;
}
shouldBe(globalChanges(), 1000.5);

// An inlined callee replaced mid-loop.
function inlinedCalleeReplaced() {
    let f = (x) => x + 1;
    let sum = 0;
    for (let i = 0; i < 1000; i++) {
        if (i === 500) f = (x) => x * 2;
        sum += f(i);
    }
    return sum;
}
shouldBe(inlinedCalleeReplaced(), (124750 + 500) + 2 * (499500 - 124750));
