// `k in array` inside traced loops: an element the vector holds is the guarded load of
// that element and answers true in the trace; a hole, an index past the vector, a double
// array's hole, an element the prototype supplies, a proxy and a typed array leave the
// trace or have the interpreter answer. Results must be the interpreter's in every mode.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const jit = $vm.jitThreshold() > 0;

// Counts the indices below `n` that are in `o`, and whether the last test ran in a trace.
// `fresh()` makes a copy with code of its own, whose trace sees one kind of vector.
const countInSource = `(function countIn(o, n) {
    const inTrace = $vm.inTrace;
    let count = 0, last = false;
    for (let k = 0; k < n; k++) {
        if (k in o) count++;
        last = inTrace();
    }
    return [count, last];
})`;
const fresh = () => (0, eval)(countInSource);
const countIn = fresh();

const ints = [];
for (let i = 0; i < 500; i++) ints.push(i);
const doubles = ints.map(i => i + 0.5);
const objects = ints.map(i => ({ i }));
for (const [name, array] of [["int32", ints], ["double", doubles], ["contiguous", objects]]) {
    const count500 = fresh();
    const exitsBefore = $vm.jitStats().exits;
    const [count, last] = count500(array, 500);
    shouldBe(count, 500, name);
    if (jit) {
        shouldBe(last, true, name + ": the loop ends in a trace");
        shouldBe($vm.jitStats().exits - exitsBefore <= 2, true, name + ": no exit per element");
    }
    // Past the vector: the trace exits there and the interpreter answers false.
    shouldBe(count500(array, 700)[0], 500, name + " past the end");
}

// Holes, every third element, in each kind of vector.
function withHoles(make) {
    const a = [];
    for (let i = 0; i < 600; i++) a[i] = make(i);
    for (let i = 0; i < 600; i += 3) delete a[i];
    return a;
}
shouldBe(countIn(withHoles(i => i), 600)[0], 400, "int32 holes");
shouldBe(countIn(withHoles(i => i * 0.5 + 0.25), 600)[0], 400, "double holes");
shouldBe(countIn(withHoles(i => "s" + i), 600)[0], 400, "contiguous holes");

// A hole the prototype fills is in the array.
const filled = withHoles(i => i);
Array.prototype[3] = "from the prototype";
shouldBe(countIn(filled, 600)[0], 401, "a hole the prototype fills");
delete Array.prototype[3];
Object.prototype[6] = 1;
shouldBe(countIn(filled, 600)[0], 401, "a hole Object.prototype fills");
delete Object.prototype[6];

// Elements deleted by the loop's own body, after the trace was compiled.
function deleteAhead(a) {
    let count = 0;
    for (let k = 0; k < a.length; k++) {
        if (k in a) count++;
        if (k === 300) { delete a[400]; a.length = 450; }
    }
    return count;
}
shouldBe(deleteAhead(ints.slice()), 449, "deleted during the loop");

// Objects that are not plain vectors.
const log = [];
const proxy = new Proxy(ints, { has(t, key) { log.push(key); return Reflect.has(t, key); } });
shouldBe(countIn(proxy, 100)[0], 100, "proxy");
shouldBe(log.length, 100, "the proxy's has trap ran for each index");
shouldBe(countIn(new Int32Array(200), 300)[0], 200, "typed array");
shouldBe(countIn({ 0: 1, 2: 3, length: 3 }, 300)[0], 2, "ordinary object");
shouldBe(countIn("abc".split(""), 300)[0], 3, "array of strings");

// A key that is not an index, and a base that is not an object.
function mixedKeys(a, keys) {
    let count = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] in a) count++;
    return count;
}
const keys = [];
for (let i = 0; i < 300; i++) keys.push(i % 7 === 0 ? "length" : i % 11 === 0 ? -1 : i);
// 24 of the keys are -1 (multiples of 11 but not of 7).
shouldBe(mixedKeys(ints, keys), 300 - 24, "mixed keys");
let threw = false;
try { countIn(1, 5); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true, "`in` on a primitive throws a TypeError");
