//@ runDefault
//@ runNoJIT
//@ runEagerJIT
//@ runGCStress
// Objects made in a traced loop come from the free list the trace pops (H1): each must be
// complete (header, no butterfly, its literal's properties), survive collections, and
// keep its identity. Under --gc-stress every allocation takes the slow path, so the
// trace exits at each one and the interpreter allocates; the results are the same.
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

function makePoints(n) {
    const points = [];
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const p = { x: i, y: i * 0.5, tag: "p" };
        sum += p.x + p.y;
        if ((i & 255) === 0) points.push(p);
    }
    return [sum, points];
}

const [sum, points] = makePoints(20000);
shouldBe(sum, 1.5 * 19999 * 20000 / 2);
$vm.gc();
shouldBe(points.length, 79);
for (let k = 0; k < points.length; k++) {
    const p = points[k];
    shouldBe(p.x, k * 256, "x of kept point " + k);
    shouldBe(p.y, k * 128, "y of kept point " + k);
    shouldBe(p.tag, "p");
    shouldBe(Object.keys(p).join(), "x,y,tag");
    shouldBe(p !== points[k - 1], true, "each point is its own object");
}

// Objects that escape into an array, then are changed after the loop.
function chain(n) {
    let head = null;
    for (let i = 0; i < n; i++) head = { value: i, next: head };
    return head;
}
const list = chain(5000);
$vm.gc();
let count = 0, total = 0;
for (let node = list; node !== null; node = node.next) {
    count++;
    total += node.value;
}
shouldBe(count, 5000);
shouldBe(total, 4999 * 5000 / 2);
