// Loop-invariant code (issue 19): type and structure guards, kinds, butterflies and
// arithmetic of values a loop reads but does not write run once, before the loop, with its
// register loads. They must still catch what differs on a later entry (another structure,
// a double field, another array kind, an overflow), and a side trace that writes what its
// loop reads as invariant links back through the loop's entry, which checks it again. The
// expected values are `--no-jit`'s; every mode must give them.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

// 1. A field of an object the loop only reads: its type and structure guards run before
// the loop, and a later call passes an object of another structure, or a double field.
function sumField(o, n) {
    let s = 0;
    for (let i = 0; i < n; i++) s = s + o.x + (n & 7);
    return s;
}

// 2. The kind of a typed array (or a plain array) the loop indexes.
function sumKinds(a, n) {
    let s = 0;
    for (let i = 0; i < n; i++) s = s + a[i & 3];
    return s;
}

// 3. Arithmetic of loop-invariant values whose overflow guard runs before the loop.
function invariantOverflow(k, n) {
    let s = 0;
    for (let i = 0; i < n; i++) s = s + (k + 1000);
    return s;
}

// 4. The loop reads `limit` without writing it, so its trace checks it once; the rare path
// writes it, and its side trace links back through the loop's entry, which reads it again.
function sideWritesInvariant(n) {
    let limit = 5, s = 0;
    for (let i = 0; i < n; i++) {
        if (i % 50 === 49) limit = limit + 0.5;
        s = s + limit;
    }
    return s;
}

// 5. The loop changes the structure of the object it reads (a property added at one
// iteration): its structure guard stays in the loop.
function addsProperty(n) {
    const o = { x: 1 };
    let s = 0;
    for (let i = 0; i < n; i++) {
        s = s + o.x;
        if (i === 100) o.y = 2;
    }
    return s;
}

for (let call = 0; call < 2; call++) {
    shouldBe(sumField({ x: 1 }, 300), 1500, "sumField of {x: 1}");
    shouldBe(sumField({ y: 0, x: 2 }, 300), 1800, "sumField of another structure");
    shouldBe(sumField({ x: 1.5 }, 300), 1650, "sumField of a double field");
    shouldBe(sumField({ x: 3 }, 300), 2100, "sumField of {x: 3}");
    shouldBe(sumKinds(new Int32Array([1, 2, 3, 4]), 300), 750, "sumKinds of an Int32Array");
    shouldBe(sumKinds(new Float64Array([0.5, 1, 1.5, 2]), 300), 375, "sumKinds of a Float64Array");
    shouldBe(sumKinds([1, 2, 3, 4], 300), 750, "sumKinds of an array");
    shouldBe(sumKinds(new Int32Array([4, 3, 2, 1]), 300), 750, "sumKinds of an Int32Array again");
    shouldBe(invariantOverflow(5, 300), 301500, "invariantOverflow of 5");
    shouldBe(invariantOverflow(2147483000, 300), 644245200000, "invariantOverflow past int32");
    shouldBe(invariantOverflow(7, 300), 302100, "invariantOverflow of 7");
    shouldBe(sideWritesInvariant(1000), 9760, "sideWritesInvariant");
    shouldBe(addsProperty(300), 300, "addsProperty");
}
