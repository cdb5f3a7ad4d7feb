// Side traces (issue 19): a branch exit taken often grows a side trace, recorded from where
// the exit resumed the interpreter to the loop's header, which links back into the loop's
// trace. Guards then fail inside side traces too (a type that changes on the rare path, an
// overflow, a shape change, a branch of their own, a return out of the loop), and every
// result must be the interpreter's, in every mode. The expected values are `--no-jit`'s.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const jit = $vm.jitThreshold() > 0;
const before = $vm.jitStats();

// 1. A branch that alternates every iteration: both arms write locals, of both types.
function alternating(n) {
    let a = 0, b = 1.5, c = 0;
    for (let i = 0; i < n; i++) {
        if (i & 1) { a = (a + i) | 0; b = b * 1.0001; }
        else { c = c ^ i; b = b - 0.25; }
    }
    return [a, b, c];
}

// 2. A side trace whose own guard fails later: the rare arm's value turns into a double.
function sideTypeChange(n) {
    let x = 0, y = 0;
    for (let i = 0; i < n; i++) {
        if (i % 3 === 0) y = y + (i > 600 ? 0.5 : 1);
        else x = (x + i) | 0;
    }
    return [x, y];
}

// 3. The other arm leaves a double where the loop's trace reads an int32: the loop is
// recorded again reading it as a double, and its side trace links back.
function linkTypes(n) {
    let v = 0;
    for (let i = 0; i < n; i++) {
        if (i & 1) v = v + 0.5;
        else v = v + 1;
    }
    return v;
}

// 4. Three paths: a side trace grows from a side trace's exit.
function threeWay(n) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        const k = i % 3;
        if (k === 0) s += 1;
        else if (k === 1) s += 10;
        else s += 100;
    }
    return s;
}

// 5. The rare path returns from inside the loop.
function earlyReturn(n, stop) {
    let s = 0;
    for (let i = 0; i < n; i++) {
        if (i & 1) {
            s += 2;
            if (i === stop) return s;
        } else s += 1;
    }
    return -s;
}

// 6. The int32 addition of the side path overflows.
function overflowInSide(n) {
    let s = 2147483000;
    for (let i = 0; i < n; i++) {
        if (i & 1) s = s + 100;
        else s = s - 99;
    }
    return s;
}

// 7. An object's shape changes on the side path partway (a store that adds a property).
function shapeInSide(n) {
    const o = { x: 1 };
    let s = 0;
    for (let i = 0; i < n; i++) {
        if (i & 1) {
            s = (s + o.x) | 0;
            if (i === 700) o.y = 2;
        } else s = (s + (o.y === undefined ? 3 : o.y)) | 0;
    }
    return s;
}

for (let call = 0; call < 3; call++) {
    const [a, b, c] = alternating(1000);
    shouldBe(a, 250000, "alternating a");
    shouldBe(b, -126.6070853564451, "alternating b");
    shouldBe(c, 0, "alternating c");
    const [x, y] = sideTypeChange(1000);
    shouldBe(x, 332667, "sideTypeChange x");
    shouldBe(y, 267.5, "sideTypeChange y");
    shouldBe(linkTypes(1000), 750, "linkTypes");
    shouldBe(threeWay(1000), 36964, "threeWay");
    shouldBe(earlyReturn(1000, 901), 1353, "earlyReturn at 901");
    shouldBe(earlyReturn(1000, 2000), -1500, "earlyReturn past the end");
    shouldBe(overflowInSide(3000), 2147484500, "overflowInSide");
    shouldBe(shapeInSide(1000), 2000, "shapeInSide");
}

if (jit) {
    const after = $vm.jitStats();
    shouldBe(after.sideTraces - before.sideTraces >= 5, true, "side traces grew (" + (after.sideTraces - before.sideTraces) + ")");
    shouldBe(after.links - before.links >= 5, true, "side traces linked back");
    // No loop above is given up on: a side trace covers the other path.
    shouldBe(after.blacklisted, before.blacklisted, "loops blacklisted");
}
