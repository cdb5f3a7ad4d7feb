function shouldBe(actual, expected, message) {
    if (actual !== expected && !(actual !== actual && expected !== expected))
        throw new Error((message ? message + ": " : "") + "expected " + String(expected) + " but got " + String(actual));
}

// Duplicate keys: the last definition wins, and its position is that of the first.
var obj = { a: 1, b: 2, a: 3 };
shouldBe(obj.a, 3);
shouldBe(Object.keys(obj).join(), "a,b");

// A data property replaced by an accessor and vice versa.
var mixed = { x: 1, get x() { return "getter"; } };
shouldBe(mixed.x, "getter");
var mixed2 = { get y() { return "getter"; }, y: "data" };
shouldBe(mixed2.y, "data");
shouldBe(Object.getOwnPropertyDescriptor(mixed2, "y").get, undefined);

// A getter and a setter combine into one accessor property.
var both = { get z() { return this._z; }, set z(v) { this._z = v; } };
both.z = 5;
shouldBe(both.z, 5);

// A later getter replaces the getter but keeps the earlier setter.
var combined = { set w(v) { this.stored = v; }, get w() { return "g1"; }, get w() { return "g2"; } };
combined.w = "set";
shouldBe(combined.stored, "set");
shouldBe(combined.w, "g2");

// Duplicate keys are allowed in strict mode too.
shouldBe(eval("'use strict'; ({ a: 1, a: 2 }).a"), 2);
