// A loop whose value turns from int32 into a double once, for good, must not exit its trace
// on every iteration from then on: after an exit or a few, the loop is recorded again with
// the types it has now (the arithmetic profile says the site overflowed, or saw a double),
// and runs compiled to the end. The results are checked in every mode; the number of exits
// only with the JIT, and only loosely ("a handful", not one per remaining iteration).
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const jit = $vm.jitThreshold() > 0;
const n = 2000, k = 300, handful = 20;

function exitsDuring(f) {
    const before = $vm.jitStats().exits;
    const result = f();
    return [result, $vm.jitStats().exits - before];
}

// step turns from 1 into 0.5 at iteration k.
function fraction(n, k) {
    let x = 0, step = 1;
    for (let i = 0; i < n; i++) {
        if (i === k)
            step = 0.5;
        x = x + step;
    }
    return x;
}

// x + 1 leaves int32 at iteration k.
function overflow(n, k) {
    let x = 2147483647 - k;
    for (let i = 0; i < n; i++)
        x = x + 1;
    return x;
}

// (k - i) >>> 0 is at least 2^31 from iteration k + 1 on.
function unsigned(n, k) {
    let u = 0, sum = 0;
    for (let i = 0; i < n; i++) {
        u = (k - i) >>> 0;
        sum = sum + u;
    }
    return sum;
}

// Warm each loop up without the switch (k past the end), so its trace is recorded with
// int32 values; then run it with the switch at iteration k.
fraction(200, 1000);
overflow(200, 1000);
unsigned(200, 1000);

const [x, fractionExits] = exitsDuring(() => fraction(n, k));
shouldBe(x, k + (n - k) * 0.5, "fraction");
const [y, overflowExits] = exitsDuring(() => overflow(n, k));
shouldBe(y, 2147483647 - k + n, "overflow");
const [sum, unsignedExits] = exitsDuring(() => unsigned(n, k));
// k..0, then 2^32 - 1 down to 2^32 - (n - k - 1)
shouldBe(sum, k * (k + 1) / 2 + (n - k - 1) * 4294967296 - (n - k - 1) * (n - k) / 2, "unsigned");

if (jit) {
    shouldBe(fractionExits <= handful, true, "exits after 1 + 0.5 (" + fractionExits + ")");
    shouldBe(overflowExits <= handful, true, "exits after x + 1 overflowed (" + overflowExits + ")");
    shouldBe(unsignedExits <= handful, true, "exits after >>> passed 2^31 (" + unsignedExits + ")");
}
