"use strict";
function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// In strict mode, assigning to a non-writable property throws TypeError.
var obj = {};
Object.defineProperty(obj, "fixed", { value: 1, writable: false, enumerable: true, configurable: true });
shouldThrow(() => { obj.fixed = 2; }, TypeError);
shouldThrow(() => { obj.fixed++; }, TypeError);
shouldThrow(() => { obj.fixed += 1; }, TypeError);
shouldThrow(() => { [obj.fixed] = [3]; }, TypeError);
shouldBe(obj.fixed, 1);

// Defaults of defineProperty are all false.
var d = {};
Object.defineProperty(d, "x", { value: 1 });
var desc = Object.getOwnPropertyDescriptor(d, "x");
shouldBe(desc.writable, false);
shouldBe(desc.enumerable, false);
shouldBe(desc.configurable, false);
shouldThrow(() => { d.x = 2; }, TypeError);
shouldThrow(() => { delete d.x; }, TypeError);

// A configurable non-writable property can be redefined.
Object.defineProperty(obj, "fixed", { value: 5 });
shouldBe(obj.fixed, 5);
Object.defineProperty(obj, "fixed", { writable: true });
obj.fixed = 6;
shouldBe(obj.fixed, 6);

// Array length made non-writable.
var arr = [1, 2, 3];
Object.defineProperty(arr, "length", { writable: false });
shouldThrow(() => arr.push(4), TypeError);
shouldThrow(() => { arr[3] = 4; }, TypeError);
shouldThrow(() => { arr.length = 0; }, TypeError);
shouldBe(arr.length, 3);
arr[0] = "ok";
shouldBe(arr[0], "ok");
