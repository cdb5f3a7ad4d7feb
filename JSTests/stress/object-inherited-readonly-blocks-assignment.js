function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}
function shouldThrow(fn, ErrorType) {
    let threw = false;
    try { fn(); } catch (e) { threw = true; if (!(e instanceof ErrorType)) throw new Error("expected " + ErrorType.name + " but got " + e); }
    if (!threw) throw new Error("expected " + ErrorType.name + " to be thrown");
}

// An inherited non-writable data property prevents creating an own property by assignment.
var proto = {};
Object.defineProperty(proto, "locked", { value: "proto", writable: false });
var obj = Object.create(proto);
obj.locked = "own";
shouldBe(obj.locked, "proto");
shouldBe(obj.hasOwnProperty("locked"), false);
shouldThrow(() => { "use strict"; obj.locked = "own"; }, TypeError);

// defineProperty can still create the own property.
Object.defineProperty(obj, "locked", { value: "defined", writable: true });
shouldBe(obj.locked, "defined");

// Frozen prototypes block assignment to all their properties on children (the "override mistake").
var frozenProto = Object.freeze({ toStringLike: "proto" });
var child = Object.create(frozenProto);
child.toStringLike = "child";
shouldBe(child.toStringLike, "proto");

// Writable inherited data property: assignment creates an own property.
var writableProto = { w: "proto" };
var c2 = Object.create(writableProto);
c2.w = "own";
shouldBe(c2.w, "own");
shouldBe(writableProto.w, "proto");

// Class fields use define semantics, so they are not blocked.
class Base {}
Object.defineProperty(Base.prototype, "field", { value: "proto", writable: false });
class Derived extends Base { field = "own field"; }
shouldBe(new Derived().field, "own field");
