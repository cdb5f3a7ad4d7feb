function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// The callback methods do not go through anything user code can replace: not
// Function.prototype.call or apply, not Array.prototype.push, not the globals Object,
// Math, TypeError or Symbol.species' getter on Array.
const methods = ["forEach", "map", "filter", "reduce", "some", "every", "find", "findIndex"];
const originals = {
    call: Function.prototype.call, apply: Function.prototype.apply, push: Array.prototype.push,
    Object: globalThis.Object, Math: globalThis.Math, TypeError: globalThis.TypeError,
};
function tamper() {
    Function.prototype.call = function () { throw new Error("call was used"); };
    Function.prototype.apply = function () { throw new Error("apply was used"); };
    Array.prototype.push = function () { throw new Error("push was used"); };
    globalThis.Object = function () { throw new Error("Object was used"); };
    globalThis.Math = {};
    globalThis.TypeError = function () { throw new Error("TypeError was used"); };
}
function restore() {
    Function.prototype.call = originals.call;
    Function.prototype.apply = originals.apply;
    Array.prototype.push = originals.push;
    globalThis.Object = originals.Object;
    globalThis.Math = originals.Math;
    globalThis.TypeError = originals.TypeError;
}

const self = { scale: 3 };
tamper();
let results;
let caught;
try {
    const a = [1, 2, , 4];
    results = [
        a.map(function (v) { return v * this.scale; }, self).join(),
        a.filter(v => v & 1).join(),
        a.reduce((acc, v) => acc + v),
        a.some(v => v === 4),
        a.every(v => v > 0),
        a.find(v => v > 1),
        a.findIndex(v => v === undefined),
    ];
    let visited = 0;
    a.forEach(function () { visited += this.scale; }, self);
    results[results.length] = visited;
    try { a.map(42); } catch (e) { caught = e; }
} finally {
    restore();
}
shouldBe(results.join(" | "), "3,6,,12 | 1 | 7 | true | true | 2 | 2 | 9");
// The TypeError is the realm's own, not whatever the global named TypeError was.
shouldBe(caught instanceof TypeError, true);
shouldBe(Object.getPrototypeOf(caught), TypeError.prototype);

// A callback that throws stops the iteration, and the exception is the callback's.
for (const name of methods) {
    let calls = 0;
    const marker = { name };
    let thrown;
    try {
        [1, 2, 3][name](() => { calls++; throw marker; }, 0);
    } catch (e) { thrown = e; }
    shouldBe(thrown, marker, name);
    shouldBe(calls, 1, name);
}

// They look native from the outside.
for (const name of methods) {
    const source = Function.prototype.toString.call(Array.prototype[name]);
    shouldBe(/^function \w+\(\) \{\s*\[native code\]\s*\}$/.test(source), true, name + ": " + source);
    shouldBe(Object.prototype.hasOwnProperty.call(Array.prototype[name], "prototype"), false, name);
}
