//@ requireOptions("--test262")
// $262.IsHTMLDDA (Annex B.3.6): typeof says "undefined", ToBoolean is false and == equates
// it with undefined and null, while ===, ??, ?., default values and destructuring defaults
// treat it as the object it is; calling it returns null. The interpreter and traces agree,
// whether a trace was recorded before the object came, with it, or with both kinds.
function shouldBe(actual, expected, message) {
    if (actual !== expected)
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

const dda = $262.IsHTMLDDA;

// B.3.6.3 typeof.
shouldBe(typeof dda, "undefined", "typeof");
shouldBe(typeof dda === "undefined", true, "typeof compared");
shouldBe(typeof $262.IsHTMLDDA, "undefined", "typeof of a property read");

// B.3.6.1 ToBoolean.
shouldBe(!!dda, false, "!!");
shouldBe(!dda, true, "!");
shouldBe(Boolean(dda), false, "Boolean()");
shouldBe(dda ? "yes" : "no", "no", "conditional");
shouldBe(dda && 1, dda, "&&");
shouldBe(dda || 2, 2, "||");
let branch = "not taken";
if (dda)
    branch = "taken";
shouldBe(branch, "not taken", "if");

// B.3.6.2 IsLooselyEqual.
shouldBe(dda == null, true, "== null");
shouldBe(dda == undefined, true, "== undefined");
shouldBe(null == dda, true, "null ==");
shouldBe(undefined == dda, true, "undefined ==");
shouldBe(dda != null, false, "!= null");
shouldBe(dda == 0, false, "== 0");
shouldBe(dda == false, false, "== false");
shouldBe(dda == dda, true, "== itself");
shouldBe(dda == {}, false, "== another object");

// Everything else sees an object.
shouldBe(dda === undefined, false, "=== undefined");
shouldBe(dda === null, false, "=== null");
shouldBe(dda !== undefined, true, "!== undefined");
shouldBe(dda === dda, true, "=== itself");
shouldBe(Object.is(dda, undefined), false, "Object.is");
shouldBe(dda ?? "default", dda, "??");
let target = dda;
target ??= "assigned";
shouldBe(target, dda, "??=");
dda.answer = 42;
shouldBe(dda?.answer, 42, "?.");
shouldBe(dda.answer, 42, "property");
delete dda.answer;
shouldBe(dda?.answer, undefined, "?. of a missing property");
function withDefault(x = "default") { return x; }
shouldBe(withDefault(dda), dda, "default parameter");
shouldBe(withDefault(undefined), "default", "default parameter of undefined");
const { a = "default" } = { a: dda };
shouldBe(a, dda, "object pattern default");
const [b = "default"] = [dda];
shouldBe(b, dda, "array pattern default");
shouldBe(typeof Object(dda), "undefined", "ToObject keeps it");
shouldBe(Object.getPrototypeOf(dda), Object.prototype, "prototype");
switch (dda) {
case undefined: throw new Error("switch matched undefined");
case null: throw new Error("switch matched null");
case dda: break;
default: throw new Error("switch matched nothing");
}

// Calls: null with no arguments or "", and it is not a constructor.
shouldBe(dda(), null, "call with no arguments");
shouldBe(dda(""), null, "call with the empty string");
shouldBe(dda?.(), null, "optional call");
shouldBe(dda.call === undefined, true, "no Function.prototype methods");
let threw = false;
try { new dda(); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true, "new throws a TypeError");
threw = false;
try { class C extends dda {} } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true, "extends throws a TypeError");

// A GetMethod that finds it calls it (it is not undefined): Symbol.iterator returning null.
threw = false;
try { Array.from({ [Symbol.iterator]: dda }); } catch (e) { threw = e instanceof TypeError; }
shouldBe(threw, true, "Array.from calls it as the iterator method");

// Hot loops, so traces run them (eager-jit mode records at once). Each step answers what
// the interpreter answers for one value.
function describe(v) {
    let result = 0;
    if (v) result |= 1;
    if (!v) result |= 2;
    if (v == null) result |= 4;
    if (v === undefined) result |= 8;
    if (typeof v === "undefined") result |= 16;
    if ((v ?? 7) === v) result |= 32;
    result |= (v ? 64 : 128);
    return result;
}
const ddaBits = 2 | 4 | 16 | 32 | 128;
const functionBits = 1 | 32 | 64;
const undefinedBits = 2 | 4 | 8 | 16 | 128;

// Recorded with native functions (and other objects) first; the object comes later.
function sweep(values, expected, rounds, message) {
    for (let i = 0; i < rounds; i++) {
        const index = i % values.length;
        shouldBe(describe(values[index]), expected[index], message + " at " + i);
    }
}
sweep([Math.max], [functionBits], 500, "native function");
sweep([{}], [functionBits], 500, "object");
sweep([Math.max, dda, {}, undefined, function () {}], [functionBits, ddaBits, functionBits, undefinedBits, functionBits], 2000, "mixed");
// Recorded with the object first; ordinary functions come later.
sweep([dda], [ddaBits], 500, "only the object");
sweep([dda, Math.min], [ddaBits, functionBits], 1000, "object then native");

// A loop that counts with inline branches rather than calls.
let falsy = 0, looselyNull = 0, strictlyUndefined = 0, typeofUndefined = 0, coalesced = 0;
const values = [Math.abs, dda, Math.abs, dda, undefined, {}, dda];
for (let i = 0; i < 7000; i++) {
    const v = values[i % values.length];
    if (!v) falsy++;
    if (v == undefined) looselyNull++;
    if (v === undefined) strictlyUndefined++;
    if (typeof v == "undefined") typeofUndefined++;
    if ((v ?? null) !== null) coalesced++;
}
shouldBe(falsy, 4000, "falsy count");
shouldBe(looselyNull, 4000, "== undefined count");
shouldBe(strictlyUndefined, 1000, "=== undefined count");
shouldBe(typeofUndefined, 4000, "typeof count");
shouldBe(coalesced, 6000, "?? count");

// A trace records a branch on the object itself (knowing it is falsy) rather than
// giving up on it.
let inTrace = 0, truthy = 0;
const only = [dda, dda];
for (let i = 0; i < 1000; i++) {
    const v = only[i & 1];
    if (v) truthy++;
    if ($vm.inTrace()) inTrace++;
}
shouldBe(truthy, 0, "truthy in a loop over the object");
if ($vm.jitThreshold() > 0)
    shouldBe(inTrace > 0, true, "a trace branches on the object");

// Calls in a loop.
let nulls = 0;
for (let i = 0; i < 1000; i++) {
    if (dda(i % 2 ? "" : undefined) === null && dda() === null) nulls++;
}
shouldBe(nulls, 1000, "calls in a loop");

// Another realm's object has the slot too.
const other = $262.createRealm();
const otherDda = other.IsHTMLDDA;
shouldBe(typeof otherDda, "undefined", "other realm's typeof");
shouldBe(otherDda == null, true, "other realm's ==");
shouldBe(otherDda === dda, false, "other realm's is another object");
shouldBe(other.evalScript("typeof $262.IsHTMLDDA + !$262.IsHTMLDDA"), "undefinedtrue", "in the other realm");
