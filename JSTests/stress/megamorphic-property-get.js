// Property reads at sites that see more shapes than their inline caches hold go through
// the shared megamorphic cache (vm/src/interpreter/megamorphic.rs). Every answer it gives
// must stay right as the objects, their prototypes and the heap change: values written
// after caching, properties deleted (dictionary objects), prototypes gaining or losing the
// property, accessors, and collections, after which structure ids are reused.
function shouldBe(actual, expected, what) {
    if (!Object.is(actual, expected))
        throw new Error(what + ": expected " + String(expected) + " but got " + String(actual));
}

function readX(o) { return o.x; }
function readY(o) { return o.y; }

// 1. Thirty shapes with an own `x`, at one site.
const owners = [];
for (let k = 0; k < 30; k++) {
    const o = {};
    for (let j = 0; j < k; j++) o["p" + j] = j;
    o.x = k * 10;
    owners.push(o);
}
for (let round = 0; round < 3; round++)
    for (let k = 0; k < 30; k++) shouldBe(readX(owners[k]), k * 10, "own x " + k);

// 2. A value written after it was cached, and a property deleted (a dictionary object:
// its structure changes).
owners[5].x = "five";
shouldBe(readX(owners[5]), "five", "written");
delete owners[7].p3;
shouldBe(readX(owners[7]), 70, "after a delete");
delete owners[7].x;
shouldBe(readX(owners[7]), undefined, "x deleted");
owners[7].x = 77;
shouldBe(readX(owners[7]), 77, "x again");

// 3. `y` from prototypes: found on the prototype, then shadowed by another prototype
// nearer the receiver, then missing and added later.
const base = { y: "base" };
const middle = Object.create(base);
const inheritors = [];
for (let k = 0; k < 20; k++) {
    const o = Object.create(k % 2 ? middle : base);
    for (let j = 0; j < k; j++) o["q" + j] = j;
    inheritors.push(o);
}
for (let k = 0; k < 20; k++) shouldBe(readY(inheritors[k]), "base", "inherited " + k);
base.y = "changed";
for (let k = 0; k < 20; k++) shouldBe(readY(inheritors[k]), "changed", "prototype written " + k);
middle.y = "middle";
for (let k = 0; k < 20; k++) shouldBe(readY(inheritors[k]), k % 2 ? "middle" : "changed", "shadowed " + k);
delete base.y;
delete middle.y;
for (let k = 0; k < 20; k++) shouldBe(readY(inheritors[k]), undefined, "missing " + k);
Object.prototype.y = "from Object.prototype";
for (let k = 0; k < 20; k++) shouldBe(readY(inheritors[k]), "from Object.prototype", "added above " + k);
delete Object.prototype.y;

// 4. Accessors: a getter on some shapes, a setter-only property on others.
let calls = 0;
const mixed = [];
for (let k = 0; k < 16; k++) {
    const o = { ["r" + k]: k };
    if (k % 3 === 0) Object.defineProperty(o, "x", { get() { calls++; return "getter " + k; } });
    else if (k % 3 === 1) Object.defineProperty(o, "x", { set(v) {} });
    else o.x = k;
    mixed.push(o);
}
for (let round = 0; round < 2; round++)
    for (let k = 0; k < 16; k++)
        shouldBe(readX(mixed[k]), k % 3 === 0 ? "getter " + k : k % 3 === 1 ? undefined : k, "accessor " + k);
shouldBe(calls, 12, "getter calls");

// 5. Collections between reads: new objects of new shapes take the ids of dead ones.
function churn(seed) {
    const made = [];
    for (let k = 0; k < 40; k++) {
        const o = {};
        for (let j = 0; j < (k + seed) % 13; j++) o["s" + seed + "_" + j] = j;
        o.x = seed * 1000 + k;
        made.push(o);
    }
    return made;
}
for (let seed = 0; seed < 6; seed++) {
    const made = churn(seed);
    for (let k = 0; k < 40; k++) shouldBe(readX(made[k]), seed * 1000 + k, "churn " + seed + " " + k);
    if (typeof gc === "function") gc();
}
for (let k = 0; k < 30; k++) shouldBe(readX(owners[k]), k === 5 ? "five" : k === 7 ? 77 : k * 10, "after collections " + k);

// 6. Primitives and arrays at the same site.
shouldBe(readX(Object.assign([1, 2], { x: "array" })), "array", "array");
String.prototype.x = "string";
shouldBe(readX("abc"), "string", "string primitive");
delete String.prototype.x;
shouldBe(readX("abc"), undefined, "string primitive after delete");

// 7. Puts at sites that see many shapes: to a property each has, adding one (a
// transition), then with a setter on the prototype, a read-only property and a frozen
// object among them.
function writeZ(o, v) { o.z = v; }
const writers = [];
for (let k = 0; k < 24; k++) {
    const o = {};
    for (let j = 0; j < k; j++) o["w" + j] = j;
    if (k % 2) o.z = 0;
    writers.push(o);
}
for (let round = 0; round < 3; round++)
    for (let k = 0; k < 24; k++) writeZ(writers[k], k + round);
for (let k = 0; k < 24; k++) shouldBe(writers[k].z, k + 2, "written z " + k);
const adopted = [];
for (let round = 0; round < 3; round++) {
    for (let k = 0; k < 24; k++) {
        const o = {};
        for (let j = 0; j < k; j++) o["w" + j] = j;
        writeZ(o, -k);
        adopted.push(o);
    }
}
for (let k = 0; k < adopted.length; k++) shouldBe(adopted[k].z, -(k % 24), "added z " + k);
let setterCalls = 0;
Object.defineProperty(Object.prototype, "z", { set(v) { setterCalls++; }, configurable: true });
for (let k = 0; k < 24; k++) {
    const o = {};
    for (let j = 0; j < k; j++) o["w" + j] = j;
    writeZ(o, 1);
    shouldBe(Object.prototype.hasOwnProperty.call(o, "z"), false, "setter, not an own z " + k);
}
shouldBe(setterCalls, 24, "setter calls");
delete Object.prototype.z;
const readOnly = writers[3];
Object.defineProperty(readOnly, "z", { writable: false });
writeZ(readOnly, "no");
shouldBe(readOnly.z, 5, "read-only z");
const frozen = Object.freeze(writers[5]);
writeZ(frozen, "no");
shouldBe(frozen.z, 7, "frozen z");
function strictWriteZ(o, v) { "use strict"; o.z = v; }
for (let k = 0; k < 24; k++) if (k !== 3 && k !== 5) strictWriteZ(writers[k], k);
let threw = false;
try { strictWriteZ(readOnly, "no"); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true, "strict read-only throws");

// 8. A by-value site that sees many names (`o[k]` in a for-in body): the megamorphic cache
// answers each name, and each write, delete or prototype change is seen.
function sumByKeys(o) { let s = ""; for (const k in o) s += k + "=" + o[k] + ";"; return s; }
function readKey(o, k) { return o[k]; }
const records = [];
for (let k = 0; k < 12; k++) {
    const o = { id: k };
    for (let j = 0; j < k % 5; j++) o["v" + j] = j * k;
    records.push(o);
}
const expected = records.map(o => Object.keys(o).map(k => k + "=" + o[k] + ";").join(""));
for (let round = 0; round < 3; round++)
    for (let k = 0; k < 12; k++) shouldBe(sumByKeys(records[k]), expected[k], "for-in " + k);
records[4].v1 = "four";
shouldBe(readKey(records[4], "v1"), "four", "by-value after a write");
delete records[4].v0;
shouldBe(readKey(records[4], "v0"), undefined, "by-value after a delete");
const keyProto = { inherited: "proto" };
const child = Object.create(keyProto);
child.own = 1;
for (const k of ["own", "inherited", "missing", "own", "inherited"])
    shouldBe(readKey(child, k), k === "own" ? 1 : k === "inherited" ? "proto" : undefined, "by-value " + k);
keyProto.inherited = "changed";
shouldBe(readKey(child, "inherited"), "changed", "by-value prototype write");
Object.defineProperty(keyProto, "computed", { get() { return this.own + 1; } });
shouldBe(readKey(child, "computed"), 2, "by-value getter");
if (typeof gc === "function") gc();
for (let k = 0; k < 12; k++) shouldBe(readKey(records[k], "id"), k, "by-value after a collection " + k);
