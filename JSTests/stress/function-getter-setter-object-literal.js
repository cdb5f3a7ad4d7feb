function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// Getters and setters in object literals.
var log = [];
var obj = {
    _v: 1,
    get v() { log.push("get"); return this._v; },
    set v(x) { log.push("set " + x); this._v = x * 2; },
};
shouldBe(obj.v, 1);
obj.v = 5;
shouldBe(obj.v, 10);
shouldBe(log.join(","), "get,set 5,get");

var desc = Object.getOwnPropertyDescriptor(obj, "v");
shouldBe(typeof desc.get, "function");
shouldBe(typeof desc.set, "function");
shouldBe(desc.enumerable, true);
shouldBe(desc.configurable, true);
shouldBe(desc.get.name, "get v");
shouldBe(desc.set.name, "set v");

// Getter only: assignment is ignored in sloppy mode, throws in strict mode.
var ro = { get x() { return 1; } };
ro.x = 2;
shouldBe(ro.x, 1);
shouldThrow(function () { "use strict"; ro.x = 2; }, TypeError);

// Setter only: reading gives undefined.
var wo = { set y(v) { this.stored = v; } };
wo.y = 3;
shouldBe(wo.y, undefined);
shouldBe(wo.stored, 3);

// Computed accessor names.
var key = "dyn";
var c = { get [key + "amic"]() { return "ok"; } };
shouldBe(c.dynamic, "ok");
