function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// `with` in a loop body is run by the interpreter for the trace (PushWithScope and the
// name lookups inside it are call outs). What the names resolve to changes mid-loop.
const jit = $vm.jitThreshold() > 0;
let tracesBefore = $vm.jitStats().tracesCompiled;
function traced(name) {
    const traces = $vm.jitStats().tracesCompiled;
    if (jit) shouldBe(traces > tracesBefore, true, name + ": a trace compiled");
    tracesBefore = traces;
}

// A property added to the with object mid-loop shadows the outer variable from then on.
var shadowed = 1;
const scopeObject = {};
let sum = 0;
for (let i = 0; i < 400; i++) {
    if (i === 200) scopeObject.shadowed = 100;
    with (scopeObject) { sum += shadowed; }
}
shouldBe(sum, 200 * 1 + 200 * 100, "a property that appears mid-loop");
traced("a property that appears mid-loop");

// Assignments inside `with` go to the object when it has the name, to the variable
// otherwise; the object loses the property mid-loop.
var target = 0;
const holder = { target: 0 };
for (let i = 0; i < 400; i++) {
    if (i === 300) delete holder.target;
    with (holder) { target = target + 1; }
}
shouldBe(holder.target, undefined, "the deleted property");
shouldBe(target, 100, "assignments after the delete reach the variable");
traced("assignments through with");

// Symbol.unscopables hides a name from `with` from some iteration on.
var hidden = "outer";
const scoped = { hidden: "inner" };
let inner = 0, outer = 0;
for (let i = 0; i < 400; i++) {
    if (i === 100) scoped[Symbol.unscopables] = { hidden: true };
    with (scoped) { if (hidden === "inner") inner++; else outer++; }
}
shouldBe(inner, 100, "seen through with before unscopables");
shouldBe(outer, 300, "hidden by unscopables after");

// A proxy as the with object: its `has` trap runs for every lookup, from the trace too.
let hasCalls = 0;
const proxy = new Proxy({ p: 2 }, { has(t, k) { hasCalls++; return k in t; } });
sum = 0;
for (let i = 0; i < 300; i++) {
    with (proxy) { sum += p; }
}
shouldBe(sum, 600, "reads through a proxy");
shouldBe(hasCalls >= 300, true, "the has trap runs for each lookup");

// A with block inside a function called from the loop, whose object's getter throws
// on some iterations.
function readThrough(o) { with (o) { return value; } }
let calls = 0;
const getterObject = { get value() { if (++calls % 100 === 0) throw new RangeError("at " + calls); return 1; } };
let caught = 0;
sum = 0;
for (let i = 0; i < 400; i++) {
    try { sum += readThrough(getterObject); } catch (e) { caught++; shouldBe(e instanceof RangeError, true, "the getter's error"); }
}
shouldBe(caught, 4, "throws from the getter");
shouldBe(sum, 396, "reads that did not throw");
traced("with inside a called function");
