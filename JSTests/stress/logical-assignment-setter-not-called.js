function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Short-circuited logical assignment calls the getter but not the setter.
var log = [];
var obj = {
    _v: 1,
    get v() { log.push("get"); return this._v; },
    set v(x) { log.push("set " + x); this._v = x; },
};
obj.v ||= 2;
shouldBe(log.join(), "get");

log = [];
obj.v &&= 3;
shouldBe(log.join(), "get,set 3");

log = [];
obj.v ??= 4;
shouldBe(log.join(), "get");

// A read-only property is not written (so no TypeError) when short-circuiting, even in strict code.
var frozen = Object.freeze({ a: 1, b: null });
(function () {
    "use strict";
    frozen.a ||= 2;
    frozen.a ??= 2;
    shouldThrow(() => { frozen.a &&= 2; }, TypeError);
    shouldThrow(() => { frozen.b ??= 2; }, TypeError);
})();

// A const binding only throws when an assignment actually happens.
const c = 1;
c ||= 2;
shouldThrow(() => { c &&= 2; }, TypeError);
const d = null;
shouldThrow(() => { d ??= 1; }, TypeError);
