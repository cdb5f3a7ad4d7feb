function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// globalThis is the global object.
shouldBe(typeof globalThis, "object");
shouldBe(globalThis.globalThis, globalThis);
shouldBe((function () { return this; })(), globalThis);
shouldBe((0, eval)("this"), globalThis);
var d = Object.getOwnPropertyDescriptor(globalThis, "globalThis");
shouldBe(d.writable, true);
shouldBe(d.enumerable, false);
shouldBe(d.configurable, true);

// Built-ins are non-enumerable properties of the global object.
shouldBe(globalThis.Object, Object);
shouldBe(globalThis.Array, Array);
shouldBe(globalThis.Math, Math);
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "Array").enumerable, false);

// NaN, Infinity and undefined are read-only.
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "NaN").writable, false);
shouldBe(Object.getOwnPropertyDescriptor(globalThis, "undefined").configurable, false);
(function () { undefined = 1; NaN = 2; Infinity = 3; })();
shouldBe(undefined, void 0);
shouldBe(NaN !== NaN, true);
shouldBe(Infinity, 1 / 0);
shouldThrow(() => { "use strict"; undefined = 1; }, TypeError);

// Properties added to globalThis are visible as globals.
globalThis.addedGlobal = "visible";
shouldBe(addedGlobal, "visible");
delete globalThis.addedGlobal;
shouldThrow(() => addedGlobal, ReferenceError);

// undefined can be shadowed locally, but not globally.
function shadowUndefined() { var undefined = 5; return undefined; }
shouldBe(shadowUndefined(), 5);
