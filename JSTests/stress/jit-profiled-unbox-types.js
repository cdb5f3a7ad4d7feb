// A property or element load whose site has produced doubles as well as int32s is unboxed
// as a double even when it holds an int32 while the loop is recorded (the site's value
// profile says so): the trace then runs through the doubles instead of exiting at the
// first one and being recorded again. Results must be the interpreter's either way.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

const points = [];
for (let i = 0; i < 64; i++)
    points.push({ v: i % 5 == 0 ? i + 0.5 : i });
const values = points.map(p => p.v);

function sumFields() {
    let s = 0;
    for (let i = 0; i < points.length; i++)
        s += points[i].v;
    return s;
}

function sumElements() {
    let s = 0;
    for (let i = 0; i < values.length; i++)
        s += values[i];
    return s;
}

const staleBefore = $vm.jitStats().aborts["stale trace"] || 0;
let fields = 0, elements = 0;
for (let k = 0; k < 50; k++) {
    fields += sumFields();
    elements += sumElements();
}
shouldBe(fields, 101125, "the fields' sum");
shouldBe(elements, 101125, "the elements' sum");

// At the default threshold the sites have seen both kinds before the loops are recorded:
// their traces are not dropped as stale again and again.
if ($vm.jitThreshold() > 1) {
    const stale = ($vm.jitStats().aborts["stale trace"] || 0) - staleBefore;
    shouldBe(stale <= 2, true, "traces dropped as stale (" + stale + ")");
}
